import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KINDS } from './schema/index';

const root = new URL('../../../../', import.meta.url);
const doc = readFileSync(new URL('docs/games/wbts.md', root), 'utf8');
const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

describe('docs/games/wbts.md', () => {
  it('has an example for every kind, and each is its file in docs/games/wbts/', () => {
    expect(examples.map((e) => e['kind']).sort()).toEqual([...KINDS].sort());
    for (const example of examples) {
      const file = JSON.parse(readFileSync(new URL(`docs/games/wbts/${String(example['kind'])}.json`, root), 'utf8')) as unknown;
      expect(file).toEqual(example);
    }
  });

  it('marks every chart an example carries as made up for the example', () => {
    for (const example of examples) {
      for (const chart of Object.values((example['charts'] ?? {}) as Record<string, { name: string }>)) expect(chart.name).toBe('Example chart, not the printed one');
    }
  });
});
