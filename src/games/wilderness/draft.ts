import type { Described } from '../../desk/rules';
import type { WildernessCombat } from '../../engine/games/wilderness/schema';
import type { UnitRecord } from '../../store/records';

/** A Wilderness combat as the desk describes it, the engine's schema's own type. */
export type WildernessDescription = Described<WildernessCombat>;

/**
 * The combat being set up on the Wilderness desk: which units, which conditions. Plain data, saved
 * with the game so the player resumes where they left off; turned into a combat description
 * (docs/games/wilderness.md) for the engine by `toDescription`.
 */
export const WILDERNESS_KINDS = ['infantry-combat', 'cavalry-combat', 'cavalry-probe'] as const;
export type WildernessKind = (typeof WILDERNESS_KINDS)[number];
export const TERRAINS = ['clear', 'mountain-pass', 'mountain'] as const;
export type Terrain = (typeof TERRAINS)[number];
export const SUPPLY = ['supplied', 'unsupplied', 'isolated'] as const;
export type Supply = (typeof SUPPLY)[number];

export interface WildernessDraft {
  readonly kind: WildernessKind;
  readonly attackers: readonly string[];
  readonly defenders: readonly string[];
  readonly hastyAttack: boolean;
  readonly terrain: Terrain;
  readonly entrenched: boolean;
  /** Attacking units separated from the defender by a river hexside. */
  readonly acrossRiver: readonly string[];
  /** Attacking units separated from the defender by an estuary. */
  readonly acrossEstuary: readonly string[];
  readonly infantryInDefendersHex: boolean;
  readonly faceUpCavalry: boolean;
}

export const EMPTY_DRAFT: WildernessDraft = {
  kind: 'infantry-combat',
  attackers: [],
  defenders: [],
  hastyAttack: false,
  terrain: 'clear',
  entrenched: false,
  acrossRiver: [],
  acrossEstuary: [],
  infantryInDefendersHex: false,
  faceUpCavalry: false,
};

/** A saved draft, or the empty one if what was saved is not a draft (an older or damaged value). */
export function readDraft(saved: unknown): WildernessDraft {
  if (typeof saved !== 'object' || saved === null) return EMPTY_DRAFT;
  const d = { ...EMPTY_DRAFT, ...(saved as Partial<WildernessDraft>) };
  const ids = (x: unknown) => (Array.isArray(x) ? x.filter((i): i is string => typeof i === 'string') : []);
  return {
    kind: WILDERNESS_KINDS.includes(d.kind) ? d.kind : EMPTY_DRAFT.kind,
    attackers: ids(d.attackers),
    defenders: ids(d.defenders),
    hastyAttack: d.hastyAttack === true,
    terrain: TERRAINS.includes(d.terrain) ? d.terrain : 'clear',
    entrenched: d.entrenched === true,
    acrossRiver: ids(d.acrossRiver),
    acrossEstuary: ids(d.acrossEstuary),
    infantryInDefendersHex: d.infantryInDefendersHex === true,
    faceUpCavalry: d.faceUpCavalry === true,
  };
}

export function supplyOf(unit: UnitRecord): Supply {
  const s = unit.state.supply;
  return SUPPLY.includes(s as Supply) ? (s as Supply) : 'supplied';
}

function pick(ids: readonly string[], units: ReadonlyMap<string, UnitRecord>): UnitRecord[] {
  return ids.map((id) => units.get(id)).filter((u): u is UnitRecord => u !== undefined);
}

/** The combat description for the engine. Unknown strengths are left out so the engine names the field. */
export function toDescription(draft: WildernessDraft, units: ReadonlyMap<string, UnitRecord>): WildernessDescription {
  const base = { format: 1, game: 'wilderness' } as const;
  const defenderHex = { terrain: draft.terrain, entrenched: draft.entrenched };
  const attackers = pick(draft.attackers, units);
  const defenders = pick(draft.defenders, units);
  const strength = (u: UnitRecord) => (u.strength === null ? {} : { strength: u.strength });
  switch (draft.kind) {
    case 'infantry-combat':
      return {
        ...base,
        kind: draft.kind,
        hastyAttack: draft.hastyAttack,
        defenderHex,
        attackers: attackers.map((u) => ({
          name: u.name,
          ...strength(u),
          supply: supplyOf(u),
          cavalry: u.type === 'cavalry',
          acrossRiver: draft.acrossRiver.includes(u.id),
          acrossEstuary: draft.acrossEstuary.includes(u.id),
        })),
        defenders: defenders.map((u) => ({
          name: u.name,
          ...strength(u),
          supply: supplyOf(u),
          cavalry: u.type === 'cavalry',
          entrained: u.state.entrained === true,
          fortification: u.type === 'fortification',
        })),
      };
    case 'cavalry-combat':
      return {
        ...base,
        kind: draft.kind,
        defenderHex,
        infantryInDefendersHex: draft.infantryInDefendersHex,
        attackers: attackers.map((u) => ({ name: u.name, acrossRiver: draft.acrossRiver.includes(u.id), acrossEstuary: draft.acrossEstuary.includes(u.id) })),
        defenders: defenders.map((u) => ({ name: u.name })),
      };
    case 'cavalry-probe':
      return { ...base, kind: draft.kind, enemyEntrenched: draft.entrenched, faceUpCavalryInStack: draft.faceUpCavalry, ...(attackers[0] ? { probingUnit: attackers[0].name } : {}) };
  }
}
