import { cellAt } from '../../core/chart';
import type { DiceStream } from '../../core/dice';
import type { Distribution } from '../../core/distribution';
import { CRT_CODES, CRT_RESULTS, type CrtCode } from './crt';
import type { CombatSpec } from './combat-spec';
import type { CombatOutcome } from './outcome';

/** A disorder check is failed on 4-6 (12.12, 12.13). */
export const DISORDERED_FROM = 4;

const NO_COMBAT: CombatOutcome = { kind: 'combat', key: 'no-combat', label: 'No combat: every defender was retreated before combat', nightDie: null, die: null, column: null, result: null, checkDice: [], attackersDisordered: 0, defendersDisordered: 0 };

type Words = { readonly key: string; readonly label: string };

// The same few outcomes are met again and again while the chances are counted: their words are made once per combat.
const WORDS = new WeakMap<CombatSpec, Map<number, Words>>();

function words(spec: CombatSpec, result: CrtCode, attackers: number, defenders: number): Words {
  let known = WORDS.get(spec);
  if (!known) WORDS.set(spec, (known = new Map()));
  const code = (CRT_CODES.indexOf(result) * 32 + attackers) * 32 + defenders;
  let found = known.get(code);
  if (!found) known.set(code, (found = spell(spec, result, attackers, defenders)));
  return found;
}

function spell(spec: CombatSpec, result: CrtCode, attackers: number, defenders: number): Words {
  const { checking, attackersChecking: a, defendersChecking: d } = spec.result(result);
  const name = `${result === '-' ? 'No effect (-)' : `${CRT_RESULTS[result].name} (${result})`}`;
  if (checking.length === 0) return { key: result, label: name };
  const parts = [...(a > 0 ? [`${attackers} of ${a} attacking`] : []), ...(d > 0 ? [`${defenders} of ${d} defending`] : [])];
  return { key: `${result}|a${attackers}/${a}|d${defenders}/${d}`, label: `${name}; Disordered by their checks: ${parts.join(', ')}` };
}

function finish(spec: CombatSpec, nightDie: number | null, die: number, column: number, result: CrtCode, checkDice: readonly number[]): CombatOutcome {
  const checking = spec.result(result).checking;
  let attackers = 0;
  let defenders = 0;
  checking.forEach((u, i) => {
    if ((checkDice[i] ?? 0) < DISORDERED_FROM) return;
    if (u.side === 'attacker') attackers++;
    else defenders++;
  });
  const { key, label } = words(spec, result, attackers, defenders);
  // Built whole rather than spread: outcomes are made in the engine's hot loop.
  return { kind: 'combat', key, label, nightDie, die, column, result, checkDice, attackersDisordered: attackers, defendersDisordered: defenders };
}

function columnFor(spec: CombatSpec, nightDie: number | null): number {
  return spec.columns[nightDie === null ? 0 : nightDie - 1]?.index ?? 0;
}

/** The dice in the order they are rolled: the night die, the combat die, then each disorder check (12.12, 12.13). */
export function rollCombat(spec: CombatSpec, dice: DiceStream): CombatOutcome {
  if (!spec.chart) return NO_COMBAT;
  const nightDie = spec.input.night ? dice.d6('night die') : null;
  const die = dice.d6('combat die');
  const column = columnFor(spec, nightDie);
  const result = cellAt(spec.chart, die - 1, column);
  const checkDice = spec.result(result).checking.map((u) => dice.d6(`disorder check, ${u.name}`));
  return finish(spec, nightDie, die, column, result, checkDice);
}

function choose(n: number, k: number): number {
  let c = 1;
  for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
  return c;
}

/**
 * The exact distribution of `rollCombat`: each night face and combat die, and for the result's
 * disorder checks, each count of failures per side (each check is an even chance) by the binomial
 * count of the ways to get it. Weights are over (night faces × 6 × 2^most checks), so that a result
 * with fewer checks counts each of its ways 2^(most − its checks) times. Enumerating the dice would
 * walk 6^(2 + checks) leaves; this walks at most 6 × 6 × the failure counts.
 */
export function combatDistribution(spec: CombatSpec): Distribution<CombatOutcome> {
  const chart = spec.chart;
  if (!chart) return { total: 1, outcomes: [{ value: NO_COMBAT, weight: 1 }] };
  // By a number standing for the key (result, failures per side), the first dice that reach it and its weight.
  const merged = new Map<number, { nightDie: number | null; die: number; column: number; result: CrtCode; i: number; j: number; weight: number }>();
  const nightFaces = spec.input.night ? [1, 2, 3, 4, 5, 6] : [null];
  for (const nightDie of nightFaces) {
    const column = columnFor(spec, nightDie);
    for (let die = 1; die <= 6; die++) {
      const result = cellAt(chart, die - 1, column);
      const { checking, attackersChecking: a, defendersChecking: d } = spec.result(result);
      const spare = 2 ** (spec.mostChecks - checking.length);
      for (let i = 0; i <= a; i++) {
        for (let j = 0; j <= d; j++) {
          const code = (CRT_CODES.indexOf(result) * 32 + i) * 32 + j;
          const weight = choose(a, i) * choose(d, j) * spare;
          const seen = merged.get(code);
          if (seen) seen.weight += weight;
          else merged.set(code, { nightDie, die, column, result, i, j, weight });
        }
      }
    }
  }
  const outcomes = [...merged.values()].map((m) => {
    const { checking, attackersChecking: a } = spec.result(m.result);
    const checkDice = checking.map((u, n) => ((u.side === 'attacker' ? n < m.i : n - a < m.j) ? DISORDERED_FROM : 1));
    return { value: finish(spec, m.nightDie, m.die, m.column, m.result, checkDice), weight: m.weight };
  });
  return { total: nightFaces.length * 6 * 2 ** spec.mostChecks, outcomes };
}
