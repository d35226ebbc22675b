import type { Highlight, OutcomePredicate, Prepared, TableView } from '../../core/combat';
import type { DiceStream } from '../../core/dice';
import { type Step, step } from '../../core/explain';
import type { Fraction } from '../../core/fraction';
import { PROBE_CHART } from './charts';
import type { CavalryProbe } from './schema';
import { REF, wildernessSource } from './source';
import type { ProbeEffects, WildernessOutcome } from './types';
import { probeChartView } from './views';

type Outcome = WildernessOutcome<ProbeEffects>;

const DIE = 'probe die';
const DICE_PLAN = [DIE];
const SOURCE = wildernessSource(REF.probe);

/** The chart's modifier: +1 entrenched, +2 face-up cavalry, +3 for both (the three are not added together). */
function modifier(input: CavalryProbe): { value: number; why: string } {
  const m = PROBE_CHART.modifiers;
  if (input.enemyEntrenched && input.faceUpCavalryInStack) {
    return { value: m.faceUpCavalryAndEntrenched, why: 'the probed stack holds a face-up cavalry unit and is entrenched (one modifier for both, not a sum)' };
  }
  if (input.faceUpCavalryInStack) return { value: m.faceUpCavalry, why: 'the probed stack holds a face-up cavalry unit' };
  if (input.enemyEntrenched) return { value: m.entrenched, why: 'the probed enemy is entrenched' };
  return { value: 0, why: 'the probed enemy is neither entrenched nor with a face-up cavalry unit' };
}

function rowFor(roll: number): number {
  const index = PROBE_CHART.rows.findIndex((r) => roll >= r.min && (r.max === undefined || roll <= r.max));
  if (index < 0) throw new RangeError(`no probe result for a roll of ${roll}`);
  return index;
}

/** The six outcomes depend only on the modifier: built once per modifier and shared (frozen). */
const outcomeSets = new Map<number, { readonly outcomes: readonly Outcome[]; readonly reachableRows: readonly number[] }>();

function outcomesFor(modifier: number): { readonly outcomes: readonly Outcome[]; readonly reachableRows: readonly number[] } {
  let set = outcomeSets.get(modifier);
  if (!set) {
    const outcomes: Outcome[] = [];
    const reachableRows: number[] = [];
    for (let die = 1; die <= 6; die++) {
      const modifiedRoll = die + modifier;
      const index = rowFor(modifiedRoll);
      if (!reachableRows.includes(index)) reachableRows.push(index);
      const success = PROBE_CHART.rows[index]?.success === true;
      const effects: ProbeEffects = Object.freeze({ kind: 'cavalry-probe', die, modifier, modifiedRoll, success });
      outcomes.push(Object.freeze({ key: success ? 'success' : 'failure', label: success ? 'Probe successful' : 'Probe unsuccessful', effects }));
    }
    set = { outcomes, reachableRows };
    outcomeSets.set(modifier, set);
  }
  return set;
}

class CavalryProbePrepared implements Prepared<Outcome, ProbeEffects> {
  readonly dicePlan = DICE_PLAN;
  constructor(
    readonly steps: readonly Step[],
    readonly table: TableView,
    private readonly outcomes: readonly Outcome[],
    private readonly probingUnit: string | undefined,
  ) {}

  roll(dice: DiceStream): Outcome {
    return this.outcomes[dice.d6(DIE) - 1] as Outcome;
  }

  describe(o: Outcome) {
    const e = o.effects;
    const row = PROBE_CHART.rows[rowFor(e.modifiedRoll)];
    return {
      steps: [step(SOURCE, 'Result', `rolled ${e.die}${e.modifier > 0 ? ` +${e.modifier} = ${e.modifiedRoll}` : ''}: row ${row?.label ?? ''}, ${row?.result ?? ''}`, { die: e.die, modifiedRoll: e.modifiedRoll })],
      checklist: [this.task(e.success ? 'turn all enemy units in the probed hex face-up' : 'probe unsuccessful: the enemy units remain as they are')],
      effects: e,
    };
  }

  private task(text: string): string {
    return this.probingUnit ? `${this.probingUnit}: ${text}` : text.charAt(0).toUpperCase() + text.slice(1);
  }

  highlights(chance: (predicate: OutcomePredicate<Outcome>) => Fraction): readonly Highlight[] {
    return [{ label: 'Probe successful', probability: chance((o) => o.effects.success) }];
  }
}

export function prepareCavalryProbe(input: CavalryProbe): Prepared<Outcome, ProbeEffects> {
  const mod = modifier(input);
  const steps = [step(SOURCE, 'Die-roll modifier', `${mod.value > 0 ? `+${mod.value}` : 'none'}: ${mod.why}`, { modifier: mod.value })];
  const { outcomes, reachableRows } = outcomesFor(mod.value);
  return new CavalryProbePrepared(steps, probeChartView(reachableRows), outcomes, input.probingUnit);
}
