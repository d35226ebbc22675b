import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { seedFromWords } from '../../core/rng';
import { type Io, run } from '../../../../scripts/resolve-cli';

/** The command line on the page's examples, as `npm run resolve -- docs/games/own/<file>` runs it. */
function resolveCli(argv: string[]): { code: number; out: string; err: string } {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = { readFile: (path) => readFileSync(new URL(`../../../../${path}`, import.meta.url), 'utf8'), out: (t) => out.push(t), err: (t) => err.push(t), freshSeed: () => seedFromWords(27) };
  return { code: run(argv, io), out: out.join('\n'), err: err.join('\n') };
}

describe('the two definitions that ship, on the command line', () => {
  it('resolves Blue & Grey’s documented combat by the plain definition it names: 1-2, its chances exact', () => {
    const odds = resolveCli(['docs/games/own/blue-and-grey-plain.json', '--odds']);
    expect(odds.code).toBe(0);
    expect(odds.out).toContain('Odds and column: 10 to 6: 1-1; 1 column left: 1-2');
    expect(odds.out).toMatch(/½\s+50\.0%\s+Ar: Attacker Retreat/);
    expect(odds.out).toMatch(/1\/3\s+33\.3%\s+Dr: Defender Retreat/);
    expect(odds.out).toMatch(/1\/6\s+16\.7%\s+Ae: Attacker Eliminated/);
    const rolled = resolveCli(['docs/games/own/blue-and-grey-plain.json', '--dice', '5']);
    expect(rolled.out).toContain('Result: Ar: Attacker Retreat');
  });

  it('resolves the sample differential game, named and carried whole, to the same column and chances', () => {
    for (const file of ['differential', 'carried']) {
      const odds = resolveCli([`docs/games/own/${file}.json`, '--odds']);
      expect(odds.code).toBe(0);
      expect(odds.out).toMatch(/Odds and column: \d+ to \d+ \(difference \+\d\): [\d-]+; \d columns? left: 2-3/);
      expect(odds.out).toMatch(/½\s+50\.0%\s+DR: Defender retreat/);
    }
    expect(resolveCli(['docs/games/own/differential.json', '--dice', '3']).out).toContain('Result: DR: Defender retreat');
  });

  it('refuses a description whose definition does not read, naming the field, and resolves nothing', () => {
    const carried = JSON.parse(readFileSync(new URL('../../../../docs/games/own/carried.json', import.meta.url), 'utf8')) as { definition: Record<string, unknown> };
    const broken = JSON.stringify({ ...carried, definition: { ...carried.definition, shifts: 'most' } });
    const io: Io = { readFile: () => broken, out: () => undefined, err: () => undefined, freshSeed: () => seedFromWords(1) };
    const err: string[] = [];
    expect(run(['case.json', '--json'], { ...io, err: (t) => err.push(t) })).toBe(1);
    expect(JSON.parse(err.join('')).errors).toMatchObject([{ path: 'definition.shifts', message: 'how column shifts combine must be one of "add", "best"' }]);
  });
});
