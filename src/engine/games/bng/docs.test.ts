import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse } from '../../engine';
import { KINDS } from './schema';

const root = new URL('../../../../', import.meta.url);
const doc = readFileSync(new URL('docs/games/bng.md', root), 'utf8');
const examples = [...doc.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);

describe('docs/games/bng.md', () => {
  it('has an example for every kind, and each is its file in docs/games/bng/', () => {
    expect(examples.map((e) => e['kind']).sort()).toEqual([...KINDS].sort());
    for (const example of examples) expect(JSON.parse(readFileSync(new URL(`docs/games/bng/${String(example['kind'])}.json`, root), 'utf8'))).toEqual(example);
  });

  it('the combat example says what the text says', () => {
    const a = analyse(examples.find((e) => e['kind'] === 'combat'));
    const adjusted = (title: string) => a.steps.find((s) => s.title === title)?.values?.['adjusted'];
    expect(['Attacker 2nd Wisconsin', "Attacker Griffin's battery", "Attacker Ricketts' battery", 'Defender 4th Alabama', "Defender Imboden's battery"].map(adjusted)).toEqual([2, 5, 3, 3, 3]);
    expect(a.steps.find((s) => s.title === 'Odds and column')?.values).toMatchObject({ attack: 10, defence: 6, odds: '1-1', column: '1-2' });
    expect(a.steps.find((s) => s.title === 'Shift left for stream hexside')?.values?.['applies']).toBe(false);
    expect(a.table?.columns[a.table.column ?? -1]).toBe('1-2');
  });
});
