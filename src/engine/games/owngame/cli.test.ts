import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

/** The command line as `npm run resolve -- <args>` runs it, in a process of its own. */
function resolveCli(argv: string[]): { code: number | null; out: string; err: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/resolve.ts', ...argv], { cwd: root, encoding: 'utf8' });
  return { code: run.status, out: run.stdout, err: run.stderr };
}

// Each case starts the resolver afresh: a second or two each on a busy machine.
describe('the two definitions that ship, on the command line', { timeout: 60_000 }, () => {
  it('resolves Blue & Grey’s documented combat by the plain definition it names: 1-2, its chances exact', () => {
    const odds = resolveCli(['docs/games/owngame/blue-and-grey-plain.json', '--odds']);
    expect(odds.code).toBe(0);
    expect(odds.out).toContain('Odds and column: 10 to 6: 1-1; 1 column left: 1-2');
    expect(odds.out).toMatch(/½\s+50\.0%\s+Ar: Attacker Retreat/);
    expect(odds.out).toMatch(/1\/3\s+33\.3%\s+Dr: Defender Retreat/);
    expect(odds.out).toMatch(/1\/6\s+16\.7%\s+Ae: Attacker Eliminated/);
    const rolled = resolveCli(['docs/games/owngame/blue-and-grey-plain.json', '--dice', '5']);
    expect(rolled.out).toContain('Result: Ar: Attacker Retreat');
  });

  it('resolves the sample differential game, named and carried whole, to the same column and chances', () => {
    for (const file of ['differential', 'carried']) {
      const odds = resolveCli([`docs/games/owngame/${file}.json`, '--odds']);
      expect(odds.code).toBe(0);
      expect(odds.out).toMatch(/Odds and column: \d+ to \d+ \(difference \+\d\): [\d-]+; \d columns? left: 2-3/);
      expect(odds.out).toMatch(/½\s+50\.0%\s+DR: Defender retreat/);
    }
    expect(resolveCli(['docs/games/owngame/differential.json', '--dice', '3']).out).toContain('Result: DR: Defender retreat');
  });

  it('refuses a description whose definition does not read, naming the field, and resolves nothing', () => {
    const carried = JSON.parse(readFileSync(join(root, 'docs/games/owngame/carried.json'), 'utf8')) as { definition: Record<string, unknown> };
    const file = join(mkdtempSync(join(tmpdir(), 'own-')), 'broken.json');
    writeFileSync(file, JSON.stringify({ ...carried, definition: { ...carried.definition, shifts: 'most' } }));
    const refused = resolveCli([file, '--json']);
    expect(refused.code).toBe(1);
    expect((JSON.parse(refused.err) as { errors: unknown }).errors).toMatchObject([{ path: 'definition.shifts', message: 'how column shifts combine must be one of "add", "best"' }]);
  });
});
