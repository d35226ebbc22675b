import { describe, expect, it } from 'vitest';
import { InvalidDieError, MissingDieError } from './core/dice';
import { CombatInputError } from './core/errors';
import { add, fraction } from './core/fraction';
import { analyse, resolve } from './engine';
import { FuzzSource, wordsOf } from './fuzz-values';
import { goodDescriptions } from './test-descriptions';
import { GAME_IDS } from './core/source';

/** Cases in a normal run; set FUZZ_CASES for a longer search. */
const CASES = Number(process.env['FUZZ_CASES'] ?? 2500);
const SEED = Number(process.env['FUZZ_SEED'] ?? 18);
const CASE_LIMIT_MS = 1500;

type Finding = { readonly input: unknown; readonly problem: string };

/** Runs one description through analyse and resolve, and says what is wrong with how the engine took it. */
function check(input: unknown, source: FuzzSource): string[] {
  const problems: string[] = [];
  const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
  const attempt = (what: string, run: () => unknown): unknown => {
    try {
      return run();
    } catch (e) {
      if (e instanceof CombatInputError) {
        for (const err of e.errors) if (err.path === '' && isObject) problems.push(`${what}: a refusal names no field: ${err.message}`);
      } else if (!(e instanceof MissingDieError || e instanceof InvalidDieError)) {
        problems.push(`${what}: ${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}`);
      }
      return undefined;
    }
  };
  const analysis = attempt('analyse', () => analyse(input)) as ReturnType<typeof analyse> | undefined;
  if (analysis) {
    const total = analysis.chances.reduce((sum, c) => add(sum, c.probability), fraction(0));
    if (total.num !== 1 || total.den !== 1) problems.push(`analyse: chances sum to ${total.num}/${total.den}`);
    const rolled = attempt('resolve', () => resolve(input, { rng: [source.below(2 ** 32), source.below(2 ** 32), source.below(2 ** 32), 1] })) as ReturnType<typeof resolve> | undefined;
    if (rolled && !analysis.chances.some((c) => c.key === rolled.outcome.key)) problems.push(`resolve: outcome ${rolled.outcome.key} has no chance in the analysis`);
  }
  attempt('resolve typed', () => resolve(input, { physical: Array.from({ length: source.below(5) }, () => source.pick([1, 2, 3, 4, 5, 6, 0, 7, 2.5])) }));
  return problems;
}

function isTaken(input: unknown): boolean {
  try {
    analyse(input);
    return true;
  } catch {
    return false;
  }
}

describe('engine fuzz', () => {
  it(`takes ${CASES} broken and random descriptions without a crash, a hang or a refusal that names no field`, () => {
    const source = new FuzzSource(SEED);
    const good = goodDescriptions();
    const words = wordsOf(good.map((g) => g.input));
    const findings: Finding[] = [];
    let slowest = 0;
    let taken = 0;
    for (let i = 0; i < CASES; i++) {
      let input: unknown;
      if (i % 10 === 9) input = source.below(2) === 0 ? source.value(4) : { format: 1, game: source.pick(GAME_IDS), ...(source.value(3) as object) };
      else {
        input = source.pick(good).input;
        const gentle = i % 2 === 0;
        for (let n = 1 + source.below(3); n > 0; n--) input = gentle ? source.nudge(input, words) : source.mutate(input);
      }
      const started = performance.now();
      const problems = check(input, source);
      if (problems.length === 0 && isTaken(input)) taken++;
      const took = performance.now() - started;
      slowest = Math.max(slowest, took);
      if (took > CASE_LIMIT_MS) problems.push(`took ${Math.round(took)} ms`);
      for (const problem of problems) findings.push({ input, problem });
    }
    expect(findings.slice(0, 5).map((f) => `${f.problem}\n${JSON.stringify(f.input).slice(0, 600)}`)).toEqual([]);
    expect(slowest).toBeLessThan(CASE_LIMIT_MS);
    // Enough of the changed descriptions are taken that the procedures themselves run, not only the checks.
    expect(taken).toBeGreaterThan(CASES / 20);
  }, 120_000);
});
