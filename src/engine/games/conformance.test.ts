import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { cellsNotChecked } from '../core/chart/every-cell';
import type { Step } from '../core/explain';
import { add, fraction, mul } from '../core/fraction';
import { seedFromWords } from '../core/rng';
import { enumerate } from '../core/distribution';
import { parseOrThrow } from '../core/validate';
import { analyse, resolve } from '../engine';
import { GAMES } from '.';

/**
 * What every game in the registry owes: its documented examples resolve, every chart cell is read
 * through the game's own lookup, every step, table and quick roll cites the game, and its page
 * shows each example file it has.
 */
function tryEnumerate<T>(walk: () => T): T | undefined {
  try {
    return walk();
  } catch (e) {
    if (e instanceof RangeError) return undefined;
    throw e;
  }
}

const root = new URL('../../../', import.meta.url);

for (const module of Object.values(GAMES)) {
  describe(`${module.name} (${module.id})`, () => {
    const page = new URL(`docs/games/${module.id}.md`, root);
    const doc = existsSync(page) ? readFileSync(page, 'utf8') : '';
    const blocks = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);
    const examples = blocks.filter((b) => b['game'] === module.id);
    const cites = (steps: readonly Step[]) => steps.filter((s) => s.source.game !== module.id || s.source.ref.trim() === '').map((s) => s.title);

    it(`has its page, docs/games/${module.id}.md, with examples`, () => {
      expect(doc).not.toBe('');
      expect(examples.length).toBeGreaterThan(0);
    });

    it('resolves every documented example, with exact chances summing to 1 and every step citing the game', () => {
      for (const example of examples) {
        const a = analyse(example);
        expect(a.chances.reduce((s, c) => add(s, c.probability), fraction(0)), JSON.stringify(example)).toEqual(fraction(1));
        const r = resolve(example, { rng: seedFromWords(1861) });
        expect(r.outcome.checklist.length).toBeGreaterThan(0);
        expect(cites([...a.steps, ...r.outcome.steps]), 'steps without a citation of this game').toEqual([]);
        if (a.table) expect(a.table.source.game).toBe(module.id);
      }
    });

    // Every die of every example walked leaf by leaf: seconds for a game of long chains on a busy machine.
    it('ranks outcomes with the same key alike, and places each ranked example’s result between 0 and 1', { timeout: 30_000 }, () => {
      for (const example of examples) {
        const { format: _format, game: _game, ...rest } = example;
        const prepared = module.prepare(parseOrThrow(module.schema, rest));
        // Split by key and standing together: a key that splits has two standings. A chain longer
        // than ten dice (a close combat with both sides' fire) is too long to walk leaf by leaf.
        const split = tryEnumerate(() => enumerate((dice) => prepared.roll(dice), (o) => `${o.key}\u0000${String(module.standing?.(o))}`, 10));
        const keys = split?.outcomes.map((o) => o.value.key) ?? [];
        expect(keys.filter((k, i) => keys.indexOf(k) !== i), JSON.stringify(example)).toEqual([]);
        const { percentile, standings } = resolve(example, { rng: seedFromWords(1861) });
        expect(standings === undefined, 'standings exactly where there is a percentile').toBe(percentile === undefined);
        if (percentile) expect(percentile.num > 0 && percentile.num <= percentile.den, JSON.stringify(percentile)).toBe(true);
        if (percentile && standings) {
          // The groups' chances sum to 1, and the percentile is those below the rolled group's plus half its own.
          expect(standings.chances.reduce(add, fraction(0))).toEqual(fraction(1));
          const below = standings.chances.slice(0, standings.at).reduce(add, fraction(0));
          const half = mul(standings.chances[standings.at] ?? fraction(0), fraction(1, 2));
          expect(add(below, half), JSON.stringify(example)).toEqual(percentile);
        }
      }
    });

    it('shows on its page each example file it keeps, as the file has it', () => {
      const folder = new URL(`docs/games/${module.id}/`, root);
      const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.json')) : [];
      for (const file of files) expect(blocks, `docs/games/${module.id}/${file} on the page`).toContainEqual(JSON.parse(readFileSync(new URL(file, folder), 'utf8')));
    });

    it('reads every cell of every chart through its own lookup', () => {
      for (const { chart, read } of module.charts ?? []) {
        const asPrinted = (c: typeof chart) =>
          chart.rows.forEach((row, r) => chart.columns.forEach((column, k) => expect(read(c, row, column), `${chart.title}, ${row.label} / ${column.label}`).toEqual(chart.cells[r]?.[k])));
        expect(cellsNotChecked(chart, asPrinted), chart.title).toEqual([]);
        expect(chart.source.game).toBe(module.id);
      }
    });

    it('cites itself on every table and quick roll', () => {
      expect(module.tables.filter((t) => t.source.game !== module.id).map((t) => t.title)).toEqual([]);
      expect((module.quickRolls ?? []).filter((q) => q.source.game !== module.id).map((q) => q.title)).toEqual([]);
    });
  });
}
