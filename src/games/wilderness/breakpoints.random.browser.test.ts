import { expect } from '@open-wc/testing';
import { type Change, type Description, below, checkHints, replaced, without } from '../../ui/breakpoints/breakpoints-random-test-helpers';

/** A Wilderness infantry combat: one to three attackers and one or two defenders of 1 to 14 points. */
function wildernessSetUp(): { input: Description; changes: Change[] } {
  const unit = (side: string, k: number) => ({ name: `${side} ${k + 1}`, strength: 1 + below(14) });
  const attackers = Array.from({ length: 1 + below(3) }, (_, k) => unit('Attacker', k));
  const defenders = Array.from({ length: 1 + below(2) }, (_, k) => unit('Defender', k));
  const input = { format: 1, game: 'wilderness', kind: 'infantry-combat', hastyAttack: below(4) === 0, defenderHex: { terrain: 'clear', entrenched: below(2) === 0 }, attackers, defenders };
  const side = (key: 'attackers' | 'defenders', word: string, units: typeof attackers): Change[] =>
    units.flatMap((u, i) => [
      { label: `One strength point more for ${u.name}`, input: { ...input, [key]: replaced(units, i, { ...u, strength: u.strength + 1 }) } },
      ...(u.strength > 1 ? [{ label: `One strength point less for ${u.name}`, input: { ...input, [key]: replaced(units, i, { ...u, strength: u.strength - 1 }) } }] : []),
      ...(units.length > 1 ? [{ label: `${word} without ${u.name}`, input: { ...input, [key]: without(units, i) } }] : []),
    ]);
  const changes = [
    ...side('attackers', 'Attacking', attackers),
    ...side('defenders', 'Defending', defenders),
    { label: input.hastyAttack ? 'Not as a Hasty Attack' : 'As a Hasty Attack', input: { ...input, hastyAttack: !input.hastyAttack } },
  ];
  return { input, changes };
}

describe('Wilderness breakpoint hints against the engine, 25 random set-ups', () => {
  it('shows every change that moves the combat, each with the column or rows and the chance the changed combat gives', async () => {
    const { hintsChecked, columnMoves } = await checkHints(wildernessSetUp, 25);
    // Enough hints to say something, and of column moves. These set-ups' hints move the column or the
    // table, none the rows alone (GCACW's check counts those).
    expect(columnMoves).to.be.greaterThan(20);
    expect(hintsChecked).to.be.greaterThan(50);
  });
});
