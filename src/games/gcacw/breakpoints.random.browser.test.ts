import { expect } from '@open-wc/testing';
import { type Change, type Description, below, checkHints, replaced, without } from '../../ui/breakpoints/breakpoints-random-test-helpers';

/** A GCACW combat in clear terrain: one to three units a side, Combat Values 1 to 12, a normal attack or an assault. */
function gcacwSetUp(): { input: Description; changes: Change[] } {
  const unit = (side: string, k: number) => ({ id: `${side} ${k + 1}`, combatValue: 1 + below(12), artillery: below(4), tactical: below(4) });
  const attack = below(2) === 0 ? 'normal' : 'assault';
  const attacker = { side: 'union', units: Array.from({ length: 1 + below(3) }, (_, k) => unit('Attacker', k)) };
  const defender = { units: Array.from({ length: 1 + below(3) }, (_, k) => unit('Defender', k)) };
  const input = { format: 1, game: 'gcacw', kind: 'combat', title: 'GTC', attack, attacker, defender, terrain: { defenderHex: 'clear' } };
  const side = (key: 'attacker' | 'defender', word: string, units: typeof attacker.units): Change[] => {
    const With = (list: typeof units) => ({ ...input, [key]: { ...input[key], units: list } });
    return units.flatMap((u, i) => [
      { label: `Combat Value one more for ${u.id}`, input: With(replaced(units, i, { ...u, combatValue: u.combatValue + 1 })) },
      ...(u.combatValue > 1 ? [{ label: `Combat Value one less for ${u.id}`, input: With(replaced(units, i, { ...u, combatValue: u.combatValue - 1 })) }] : []),
      ...(units.length > 1 ? [{ label: `${word} without ${u.id}`, input: With(without(units, i)) }] : []),
    ]);
  };
  const changes = [...side('attacker', 'Attacking', attacker.units), ...side('defender', 'Defending', defender.units), ...(attack === 'assault' ? [] : [{ label: 'As an assault action', input: { ...input, attack: 'assault' } }])];
  return { input, changes };
}

describe('GCACW breakpoint hints against the engine, 25 random set-ups', () => {
  it('shows every change that moves the combat, each with the column or rows and the chance the changed combat gives', async () => {
    const { hintsChecked, columnMoves, rowMoves } = await checkHints(gcacwSetUp, 25);
    // The set-ups reach both kinds of move, and enough hints to say something.
    expect(columnMoves).to.be.greaterThan(20);
    expect(rowMoves).to.be.greaterThan(5);
    expect(hintsChecked).to.be.greaterThan(50);
  });
});
