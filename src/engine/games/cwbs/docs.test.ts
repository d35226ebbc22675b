import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { add, fraction } from '../../core/fraction';
import { seedFromWords } from '../../core/rng';
import { analyse, resolve } from '../../engine';
import { KINDS } from './schema/index';

const root = new URL('../../../../', import.meta.url);
const doc = readFileSync(new URL('docs/games/cwbs.md', root), 'utf8');
const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

describe('docs/games/cwbs.md', () => {
  it('has an example for every kind, and each is its file in docs/games/cwbs/', () => {
    expect(examples.map((e) => e['kind']).sort()).toEqual([...KINDS].sort());
    for (const example of examples) {
      const file = JSON.parse(readFileSync(new URL(`docs/games/cwbs/${String(example['kind'])}.json`, root), 'utf8')) as unknown;
      expect(file).toEqual(example);
    }
  });

  it('every example is accepted, resolves, and its chances sum to exactly 1', () => {
    for (const example of examples) {
      const a = analyse(example);
      expect(a.chances.reduce((s, c) => add(s, c.probability), fraction(0)), String(example['kind'])).toEqual(fraction(1));
      expect(resolve(example, { rng: seedFromWords(7) }).outcome.checklist.length).toBeGreaterThan(0);
    }
  });

  it('the fire example says what the text says', () => {
    const a = analyse(examples.find((e) => e['kind'] === 'fire'));
    expect(a.steps.find((s) => s.title === 'Total fire points')?.values).toEqual({ total: 4.5, rounded: 4 });
    expect(a.table?.columns[a.table.column ?? -1]).toBe('3-4');
    expect(a.steps.find((s) => s.title === 'Target: row')?.values).toEqual({ row: 3, net: 1 });
  });
});
