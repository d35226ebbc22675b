import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { analyse } from '../src/engine/engine';
import { GAME_IDS, GAME_NAMES } from '../src/engine/core/source';
import { MissingDieError } from '../src/engine/core/dice';
import { type Io, UsageError, failureMessage, parseArgs, run } from './resolve-cli';
import { FRESH, cli, fakeIo, root } from './test-cli';
import { renderFieldErrors, renderTable } from './render-resolution';

/** The documented combats of the first game the app serves, whose printed answers are checked here. */
const FIRST = GAME_IDS[0];
const INFANTRY = `docs/games/${FIRST}/infantry-combat.json`;
const CAVALRY = `docs/games/${FIRST}/cavalry-combat.json`;
const PROBE = `docs/games/${FIRST}/cavalry-probe.json`;

describe('parseArgs', () => {
  it('reads the case file and every option, in either spelling', () => {
    expect(parseArgs(['case.json', '--dice', '3,5', '--json'])).toEqual({ file: 'case.json', dice: [3, 5], json: true, odds: false });
    expect(parseArgs(['--dice=4', 'case.json'])).toEqual({ file: 'case.json', dice: [4], json: false, odds: false });
    expect(parseArgs(['case.json', '--seed', '1,2,3,4294967295'])).toEqual({ file: 'case.json', seed: [1, 2, 3, 4294967295], json: false, odds: false });
    expect(parseArgs(['case.json', '--odds'])).toEqual({ file: 'case.json', json: false, odds: true });
    expect(parseArgs(['--help'])).toBeNull();
  });

  it.each([
    [[], 'give the combat case file'],
    [['a.json', 'b.json'], 'one combat case file at a time'],
    [['a.json', '--dice'], '--dice needs a value'],
    [['a.json', '--dice', 'three'], '"three" is not a die face'],
    [['a.json', '--seed', '1,2,3'], '--seed needs four whole numbers'],
    [['a.json', '--seed', '1,2,3,-4'], '--seed needs four whole numbers'],
    [['a.json', '--odds', '--dice', '3'], '--odds does not roll'],
    [['a.json', '--dice', '3', '--seed', '1,2,3,4'], 'not both'],
    [['a.json', '--verbose'], 'unknown option --verbose'],
    [['a.json', '--seed', ',,,'], '--seed needs four whole numbers'],
    [['a.json', '--seed', '0x10,1,2,3'], '--seed needs four whole numbers'],
    [['a.json', '--seed', '1e3,1,2,3'], '--seed needs four whole numbers'],
    [['a.json', '--seed', '1, 2,3,+4'], '--seed needs four whole numbers'],
  ])('refuses %j', (argv, message) => {
    expect(() => parseArgs(argv)).toThrow(UsageError);
    expect(() => parseArgs(argv)).toThrow(message);
  });
});

describe('run', () => {
  it('prints the steps with their sources, the dice, the result and the checklist', () => {
    const { code, out, err } = cli([INFANTRY, '--dice', '3']);
    expect([code, err]).toEqual([0, '']);
    expect(out).toContain('1. Combat Results Table: defenders\' printed strength 4 + 3 = 7');
    expect(out).toContain(`(${GAME_NAMES[FIRST]}, How to use the Combat Results Table)`);
    expect(out).toContain('combat die: 3');
    expect(out).toContain('Result: Attacker loses 6 (doubled); defender loses 2 (table 5-8)');
    // Die 3 of 1 to 6 gives a standing of −4 (2 less 6); one die in six (4) is worse, three (3, 5, 6) as good: 1/6 + 3/12 = 5/12.
    expect(out).toContain('Among the possible results: percentile 41.7 for the attacker, 58.3 for the defender (50 is the middle)');
    expect(out).toContain('[ ] Defender loses 2 printed strength points, split among combat and Fortification units as the defender chooses');
  });

  it('prints the generator state it rolled from, and the same state replays the same roll', () => {
    const fresh = cli([CAVALRY]);
    expect(fresh.code).toBe(0);
    expect(fresh.out).toContain(`replay with --seed ${FRESH.join(',')}`);
    const replay = cli([CAVALRY, '--seed', FRESH.join(',')]);
    const result = (text: string) => text.slice(text.indexOf('Dice ('));
    expect(result(replay.out).replace(' (fresh)', '')).toBe(result(fresh.out).replace(' (fresh)', ''));
  });

  it('prints the Resolution as JSON', () => {
    const { code, out } = cli([PROBE, '--dice', '4', '--json']);
    expect(code).toBe(0);
    const parsed = JSON.parse(out) as { outcome: { effects: unknown }; dice: unknown[] };
    expect(parsed.outcome.effects).toEqual({ kind: 'cavalry-probe', die: 4, modifier: 1, modifiedRoll: 5, success: false });
    expect(parsed.dice).toEqual([{ purpose: 'probe die', face: 4, source: { kind: 'physical' } }]);
  });

  it('prints exact chances and percentages with --odds, without rolling', () => {
    const { code, out } = cli([INFANTRY, '--odds']);
    expect(code).toBe(0);
    // "5-8" table, 2-1 column, rows 2-7, attacker's losses doubled: 2/1, 4/2, 6/2, 6/1, 4/0, 4/0.
    expect(out).toMatch(/1\/3\s+33\.3%\s+Attacker loses 4 \(doubled\); defender loses nothing/);
    expect(out).toMatch(/1\/6\s+16\.7%\s+Attacker loses 2 \(doubled\); defender loses 1/);
    expect(out).toMatch(/Highlights\n[\s\S]*1\/3\s+33\.3%\s+Defender loses 2 or more/);
    expect(out).not.toContain('Result:');
    expect(JSON.parse(cli([INFANTRY, '--odds', '--json']).out)).toEqual({ analysis: JSON.parse(JSON.stringify(analyse(JSON.parse(readFileSync(`${root}${INFANTRY}`, 'utf8'))))) });
  });

  it('prints each field error on its own line and exits 1', () => {
    const bad = JSON.stringify({ format: 1, game: FIRST, kind: 'infantry-combat', attackers: [{ name: 'V', strength: 0 }], defenders: [{ name: 'D', strength: 4, supply: 'x' }] });
    const { code, out, err } = cli(['bad.json'], { 'bad.json': bad });
    expect([code, out]).toEqual([1, '']);
    expect(err.split('\n')).toEqual([
      'attackers.0.strength: expected the printed combat strength, a whole number from 1 to 99',
      'defenders.0.supply: expected the supply state: supplied, unsupplied, isolated',
    ]);
  });

  it('gives each restriction its reason', () => {
    const across = JSON.stringify({ format: 1, game: FIRST, kind: 'infantry-combat', hastyAttack: true, attackers: [{ name: 'V', strength: 6, acrossRiver: true }], defenders: [{ name: 'D', strength: 4 }] });
    expect(cli(['c.json'], { 'c.json': across })).toEqual({ code: 1, out: '', err: 'attackers.0.acrossRiver: units may not make Hasty Attacks across rivers (Terrain Effects Chart)' });
  });

  it('refuses a face that is not 1 to 6, and more dice than the combat asks for', () => {
    expect(cli([INFANTRY, '--dice', '7'])).toEqual({ code: 1, out: '', err: '--dice: die 1 must be a whole number from 1 to 6, got 7' });
    expect(cli([PROBE, '--dice', '2,5'])).toEqual({ code: 1, out: '', err: '--dice: this combat rolls 1 die (probe die); 2 were given, so nothing was resolved' });
    expect(cli([PROBE, '--dice', '2,5', '--json'])).toEqual({ code: 1, out: '', err: JSON.stringify({ errors: [{ code: 'refused', path: 'dice', message: 'this combat rolls 1 die (probe die); 2 were given, so nothing was resolved' }] }) });
  });

  it('under --json, refuses on stderr as JSON naming the fields', () => {
    const bad = JSON.stringify({ format: 1, game: FIRST, kind: 'infantry-combat', attackers: [{ name: 'V', strength: 0 }], defenders: [{ name: 'D', strength: 4 }] });
    const refused = cli(['bad.json', '--json'], { 'bad.json': bad });
    expect([refused.code, refused.out]).toEqual([1, '']);
    expect(JSON.parse(refused.err)).toEqual({ errors: [{ code: 'refused', path: 'attackers.0.strength', message: 'expected the printed combat strength, a whole number from 1 to 99' }] });
    expect(JSON.parse(cli([INFANTRY, '--json', '--dice', '9']).err)).toEqual({ errors: [{ code: 'refused', path: 'dice.0', message: 'die 1 must be a whole number from 1 to 6, got 9' }] });
    expect(JSON.parse(cli([INFANTRY, '--json', '--dice']).err)).toEqual({ errors: [{ code: 'refused', path: 'dice', message: '--dice needs a value' }] });
    expect(JSON.parse(cli(['missing.json', '--json']).err)).toEqual({ errors: [{ code: 'refused', path: 'file', message: 'missing.json: cannot read the file (no such file)' }] });
  });

  it('gives --odds --json and a roll\'s --json the same shape, the analysis under one key', () => {
    const odds = JSON.parse(cli([INFANTRY, '--odds', '--json']).out) as Record<string, unknown>;
    const rolled = JSON.parse(cli([INFANTRY, '--dice', '3', '--json']).out) as Record<string, unknown>;
    expect(Object.keys(odds)).toEqual(['analysis']);
    expect(rolled['analysis']).toEqual(odds['analysis']);
  });

  it('reads a file that starts with a byte-order mark', () => {
    const { code, err } = cli(['bom.json'], { 'bom.json': `\uFEFF${readFileSync(`${root}${PROBE}`, 'utf8')}` });
    expect([code, err]).toEqual([0, '']);
  });

  it('says what went wrong in one line, with no stack trace, whatever fails', () => {
    const { io, err } = fakeIo();
    const failing: Io = { ...io, freshSeed: () => { throw new TypeError('no entropy'); } };
    expect(run([PROBE], failing)).toBe(3);
    expect(err).toEqual(['resolve: the resolver failed (TypeError: no entropy); nothing was resolved']);
  });

  it('names the die that was not entered', () => {
    expect(failureMessage(new MissingDieError('artillery sub-roll', 1))).toBe(
      '--dice: die 2 (artillery sub-roll) has not been entered; add it (the procedure asks for its dice in order)',
    );
    expect(failureMessage(new TypeError('a fault in the program'))).toBeUndefined();
  });

  it('reports an unreadable or malformed file and a bad command line', () => {
    expect(cli(['missing.json'])).toEqual({ code: 1, out: '', err: 'missing.json: cannot read the file (no such file)' });
    expect(cli(['broken.json'], { 'broken.json': '{ "format": 1,' })).toMatchObject({ code: 1, out: '', err: expect.stringMatching(/^broken\.json: not valid JSON \(/) });
    const usage = cli(['--nope']);
    expect(usage.code).toBe(2);
    expect(usage.err).toContain('Usage: npm run resolve');
    expect(cli(['-h'])).toMatchObject({ code: 0, err: '' });
  });
});

describe("every example in docs/games/<game>/", () => {
  const examples = readdirSync(`${root}docs/games`, { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.json'))
    .map((f) => `docs/games/${f}`)
    .sort();

  it('is found', () => {
    expect(examples).toEqual(expect.arrayContaining([INFANTRY, CAVALRY, PROBE]));
  });

  it.each(examples)('%s resolves with the generator, with typed-in dice, as JSON and with --odds', (file) => {
    const rolled = cli([file]);
    expect([rolled.code, rolled.err]).toEqual([0, '']);
    expect(rolled.out).toContain('On the board');
    const { dice } = JSON.parse(cli([file, '--json', '--seed', FRESH.join(',')]).out) as { dice: { face: number }[] };
    // A table read without dice takes none.
    const typed = cli(dice.length > 0 ? [file, '--dice', dice.map((d) => d.face).join(',')] : [file]);
    expect([typed.code, typed.err]).toEqual([0, '']);
    expect(typed.out.slice(typed.out.indexOf('Result:'))).toBe(rolled.out.slice(rolled.out.indexOf('Result:')));
    const odds = cli([file, '--odds']);
    expect([odds.code, odds.err]).toEqual([0, '']);
    expect(odds.out).toContain('Outcomes');
  });
});

describe('rendering', () => {
  it('marks the column in use and the rows the dice can reach', () => {
    const table = analyse(JSON.parse(readFileSync(`${root}${INFANTRY}`, 'utf8'))).table;
    if (!table) throw new Error('expected a table');
    const lines = renderTable(table);
    expect(lines[1]).toMatch(/Die roll\s+1-2\s+1-1\s+\[2-1\]\s+3-1/);
    expect(lines[2]).toMatch(/^ {4}1 /);
    expect(lines[3]).toMatch(/^ {2}> 2 /);
  });

  it('writes a field error with no path as its message alone', () => {
    expect(renderFieldErrors([{ path: '', message: 'expected a combat description' }, { path: 'a.b', message: 'bad' }])).toBe('expected a combat description\na.b: bad');
  });
});

describe('the script', () => {
  const spawn = (args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'scripts/resolve.ts', ...args], { cwd: root, encoding: 'utf8' });

  it('runs from the command line with exit codes and no stack trace', () => {
    const ok = spawn([PROBE, '--dice', '3']);
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('[ ] Union cavalry 1: turn all enemy units in the probed hex face-up');
    const bad = spawn([CAVALRY, '--dice', '0']);
    expect(bad.status).toBe(1);
    expect(bad.stderr.trim()).toBe('--dice: die 1 must be a whole number from 1 to 6, got 0');
    expect(bad.stderr).not.toMatch(/\bat .*\(/);
    const missing = spawn(['no-such-case.json']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^no-such-case\.json: cannot read the file \(ENOENT/);
    expect(missing.stderr).not.toMatch(/\bat .*\(/);
    // A device is refused before a byte is read: the command ends at once.
    const device = spawn(['/dev/zero']);
    expect(device.status).toBe(1);
    expect(device.stderr.trim()).toBe('/dev/zero: cannot read the file (it is not a regular file (a device or a pipe))');
  }, 30_000);
});
