import { expect, fixture, html } from '@open-wc/testing';
import { engineApi } from '../../engine/api';
import type { Analysis } from '../../engine/core/combat';
import { formatPercent } from '../../engine/core/fraction';
import { type RngState, nextUint32, seedFromWords } from '../../engine/core/rng';
import type { AdjBreakpoints } from './breakpoints.component';
import './breakpoints';

/**
 * For the check of breakpoint hints against the engine over random set-ups (seeded) of one game:
 * every hint the panel shows is right against the engine. Each change is made by hand from the
 * hint's own words, the changed combat is resolved through the engine, and its table reading and
 * chances are compared with what the panel says; and every single change that moves the combat has
 * its hint.
 */

export type Description = Record<string, unknown>;
export interface Change {
  readonly label: string;
  readonly input: Description;
}
/** A random set-up, and every single change to it, each named as its hint would name it. */
export type SetUp = () => { input: Description; changes: Change[] };

let state: RngState = seedFromWords(1864, 5, 6);
/** A whole number from 0 to n − 1, from the project's seeded generator. */
export function below(n: number): number {
  const [x, next] = nextUint32(state);
  state = next;
  return x % n;
}

export const without = <T>(list: readonly T[], i: number) => list.filter((_, k) => k !== i);
export const replaced = <T>(list: readonly T[], i: number, u: T) => list.map((x, k) => (k === i ? u : x));

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

/** Checks the hints of `count` set-ups the rules accept (those refused are skipped), each against the engine; how many hints and moves of each kind were checked. */
export async function checkHints(setUp: SetUp, count: number): Promise<{ hintsChecked: number; columnMoves: number; rowMoves: number }> {
  let checked = 0;
  let hintsChecked = 0;
  let columnMoves = 0;
  let rowMoves = 0;
  for (let i = 0; checked < count; i++) {
    if (i > 500) throw new Error('too few set-ups the rules accept');
    const { input, changes } = setUp();
    const now = resolved(input);
    if (!now?.table) continue;
    checked++;

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
    const where = `set-up ${JSON.stringify(input)}`;
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
  return { hintsChecked, columnMoves, rowMoves };
}
