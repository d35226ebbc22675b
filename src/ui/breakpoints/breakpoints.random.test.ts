import { expect, fixture, html } from '@open-wc/testing';
import { engineApi } from '../../engine/api';
import type { Analysis } from '../../engine/core/combat';
import { formatPercent } from '../../engine/core/fraction';
import { type RngState, nextUint32, seedFromWords } from '../../engine/core/rng';
import type { AdjBreakpoints } from './breakpoints.component';
import './breakpoints';

/**
 * The check: for 50 random set-ups (seeded), in two games, every hint the panel shows is
 * right against the engine. Each change is made here by hand from the hint's own words, the changed
 * combat is resolved through the engine, and its table reading and chances are compared with what
 * the panel says; and every single change that moves the combat has its hint.
 */

type Description = Record<string, unknown>;
interface Change {
  readonly label: string;
  readonly input: Description;
}

let state: RngState = seedFromWords(1864, 5, 6);
/** A whole number from 0 to n − 1, from the project's seeded generator. */
function below(n: number): number {
  const [x, next] = nextUint32(state);
  state = next;
  return x % n;
}

const without = <T>(list: readonly T[], i: number) => list.filter((_, k) => k !== i);
const replaced = <T>(list: readonly T[], i: number, u: T) => list.map((x, k) => (k === i ? u : x));

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

/** The combat's analysis through the engine's resolve (the part before the dice), or undefined when the rules refuse it. */
function resolved(input: Description): Analysis | undefined {
  const answer = engineApi.resolve(input, { rng: seedFromWords(7) });
  return answer.ok ? answer.value.analysis : undefined;
}

const column = (a: Analysis) => (a.table?.column === undefined ? a.table?.columns.join(', ') : a.table.columns[a.table.column]);
const rowLabels = (a: Analysis) => (a.table ? a.table.reachableRows.map((i) => a.table?.rows[i]?.label ?? '') : []);
const rowWords = (a: Analysis) => {
  const rows = rowLabels(a);
  return rows.length === 1 ? `row ${rows[0]}` : `rows ${rows[0]} to ${rows[rows.length - 1]}`;
};

/** What the panel shows for one hint: the change, where it moves the combat, and the chance beside it. */
function shown(li: HTMLLIElement) {
  const change = li.querySelector('strong')?.textContent?.trim() ?? '';
  const chance = li.querySelector('.chance')?.textContent?.trim() ?? '';
  const all = li.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  // "<change>: <moves><chance>"
  const moves = all.slice(change.length, all.length - chance.length).replace(/^:/, '').trim();
  return { change, moves, chance };
}

describe('breakpoint hints against the engine, 50 random set-ups', () => {
  it('shows every change that moves the combat, each with the column or rows and the chance the changed combat gives', async () => {
    const checked: Record<string, number> = { wilderness: 0, gcacw: 0 };
    let hintsChecked = 0;
    let columnMoves = 0;
    let rowMoves = 0;
    for (let i = 0; (checked['wilderness'] ?? 0) + (checked['gcacw'] ?? 0) < 50; i++) {
      if (i > 500) throw new Error('too few set-ups the rules accept');
      // Set-ups the rules refuse are skipped, so each game's turn comes by its count.
      const game = (checked['wilderness'] ?? 0) <= (checked['gcacw'] ?? 0) ? 'wilderness' : 'gcacw';
      const { input, changes } = game === 'wilderness' ? wildernessSetUp() : gcacwSetUp();
      const now = resolved(input);
      if (!now?.table) continue;
      checked[game] = (checked[game] ?? 0) + 1;

      // Every change that moves the combat to another table, column or rows, by the engine.
      const moving = changes.flatMap((c) => {
        const then = resolved(c.input);
        if (!then?.table) return [];
        const moved = then.table.title !== now.table?.title || column(then) !== column(now) || rowWords(then) !== rowWords(now);
        return moved ? [{ ...c, then }] : [];
      });

      const answer = engineApi.breakpoints(input);
      if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
      const el = await fixture<AdjBreakpoints>(html`<adj-breakpoints .hints=${answer.value}></adj-breakpoints>`);
      const items = [...(el.shadowRoot as ShadowRoot).querySelectorAll('li')].map(shown);
      const where = `${game} set-up ${JSON.stringify(input)}`;
      expect(items.map((h) => h.change).sort(), where).to.deep.equal(moving.map((m) => m.label).sort());

      for (const item of items) {
        const then = moving.find((m) => m.label === item.change)?.then;
        if (!then?.table || !now.table) throw new Error(`no change "${item.change}" in ${where}`);
        if (then.table.title !== now.table.title) {
          expect(item.moves, where).to.equal(`${then.table.title} (now ${now.table.title})`);
        } else if (column(then) !== column(now)) {
          expect(item.moves, where).to.equal(`column ${column(then)} (now ${column(now)})`);
          columnMoves++;
        } else {
          expect(item.moves, where).to.equal(`${rowWords(then)} (now ${rowWords(now)})`);
          rowMoves++;
        }
        const first = then.highlights[0];
        expect(item.chance, where).to.equal(first ? `${first.label}: ${formatPercent(first.probability)}` : '');
        hintsChecked++;
      }
    }
    expect(checked['wilderness']).to.equal(25);
    expect(checked['gcacw']).to.equal(25);
    // The set-ups reach both kinds of move, and enough hints to say something.
    expect(columnMoves).to.be.greaterThan(20);
    expect(rowMoves).to.be.greaterThan(5);
    expect(hintsChecked).to.be.greaterThan(50);
  });
});
