import { FATIGUE_GAIN, MAX_FATIGUE, RETREAT_HEXES } from './data/results';

export type StatusLetter = 'D' | 'F' | 'f' | 'E';
export type RetreatLetter = 'r' | 'R' | 'R*';
export type DemoralizedLevel = 0 | 1 | 2;

/** One side's half of a Combat Chart cell, read apart. */
export interface CombatResult {
  /** As printed: "2DR*", "Da", "-" for no effect. */
  readonly code: string;
  readonly manpower: number;
  readonly status?: StatusLetter;
  readonly retreat?: RetreatLetter;
  readonly advance: boolean;
}

const CODE = /^(\d+)?([DFfE])?(r|R\*?)?(a)?$/;

/** Reads a printed result such as "3DR*" or "1Fa"; throws on anything the chart cannot hold. */
export function parseResult(code: string): CombatResult {
  if (code === '-') return { code, manpower: 0, advance: false };
  const m = CODE.exec(code);
  if (!m || code === '') throw new RangeError(`not a Combat Chart result: "${code}"`);
  const [, loss, status, retreat, advance] = m;
  return {
    code,
    manpower: loss === undefined ? 0 : Number(loss),
    ...(status === undefined ? {} : { status: status as StatusLetter }),
    ...(retreat === undefined ? {} : { retreat: retreat as RetreatLetter }),
    advance: advance !== undefined,
  };
}

/** What a combat result needs to know about one unit, and what it changes. */
export interface UnitState {
  readonly manpower: number;
  readonly fatigue: number;
  readonly disorganized: boolean;
  readonly demoralized: DemoralizedLevel;
}

export interface AppliedResult {
  readonly before: UnitState;
  readonly after: UnitState;
  /** Each change in words, in the order the Summary of Combat Results gives them. */
  readonly changes: readonly string[];
}

/**
 * A unit's state after a combat result (Summary of Combat Results). `manpowerLoss` is this unit's
 * share of the result's Manpower loss: all of it for a lone unit, the owner's split otherwise.
 */
export function applyResult(before: UnitState, result: CombatResult, manpowerLoss = result.manpower): AppliedResult {
  const changes: string[] = [];
  let { manpower, fatigue, disorganized, demoralized } = before;
  let loss = manpowerLoss;
  if (result.retreat === 'R*' && before.demoralized === 2) {
    loss += 1;
    changes.push('already Demoralized-2: R* takes 1 more Manpower');
  }
  if (loss > 0) {
    const lost = Math.min(loss, manpower);
    manpower -= lost;
    changes.push(`Manpower ${before.manpower} → ${manpower}${lost < loss ? ' (all of it)' : ''}`);
  }
  if (result.status === 'D') {
    if (!disorganized) changes.push('Strength marker flipped to its disorganized side');
    disorganized = true;
  }
  if (result.status !== undefined && FATIGUE_GAIN[result.status] > 0) {
    const next = Math.min(MAX_FATIGUE, fatigue + FATIGUE_GAIN[result.status]);
    changes.push(`Fatigue ${fatigue} → ${next}${next < fatigue + FATIGUE_GAIN[result.status] ? ` (at most ${MAX_FATIGUE})` : ''}`);
    fatigue = next;
  }
  if (result.retreat === 'R') {
    const next: DemoralizedLevel = demoralized === 0 ? 1 : 2;
    changes.push(demoralized === 2 ? 'already Demoralized-2: stays so, Manpower unaffected' : `Demoralized-${next}`);
    demoralized = next;
  } else if (result.retreat === 'R*') {
    if (demoralized !== 2) changes.push('Demoralized-2');
    demoralized = 2;
  }
  return { before, after: { manpower, fatigue, disorganized, demoralized }, changes };
}

/**
 * The board checklist for one side's result; `active` is true for the attacker (the active player's
 * units), `units` is how many units share the result.
 */
export function resultChecklist(sideName: string, result: CombatResult, active: boolean, units = 1): string[] {
  const items: string[] = [];
  if (result.manpower > 0) items.push(`${sideName}: lose ${result.manpower} Manpower Value${units > 1 ? ' in all, divided among the units by the rules' : ''}.`);
  switch (result.status) {
    case 'D':
      items.push(`${sideName}: flip each unit's Strength marker to its disorganized side and add 3 Fatigue Levels (at most 4); the chart's legend adds ammo loss.${active ? ' The march is over.' : ''}`);
      break;
    case 'F':
      items.push(`${sideName}: add 2 Fatigue Levels to each unit (at most 4).${active ? ' No more MPs: the march is over.' : ''}`);
      break;
    case 'f':
      items.push(`${sideName}: add 1 Fatigue Level to each unit (at most 4).${active ? ' No more MPs: the march is over.' : ''}`);
      break;
    case 'E':
      items.push(active ? `${sideName}: end of action — no more MPs, the march is over.` : `${sideName}: E affects only an active unit; nothing to do.`);
      break;
    case undefined:
      break;
  }
  if (result.retreat === 'r') items.push(`${sideName}: retreat ${RETREAT_HEXES.r} hexes (7.6), checking Retreat Chart 1 or 2 before each hex.`);
  if (result.retreat === 'R') items.push(`${sideName}: rout ${RETREAT_HEXES.R} hexes; each unit gains Demoralized-1 (Demoralized-1 becomes -2; a Demoralized-2 unit stays so).`);
  if (result.retreat === 'R*') items.push(`${sideName}: rout ${RETREAT_HEXES['R*']} hexes; each unit becomes Demoralized-2 (a unit already Demoralized-2 loses 1 more Manpower).`);
  if (result.advance) items.push(`${sideName}: may advance after combat.`);
  if (items.length === 0) items.push(`${sideName}: no effect.`);
  return items;
}
