import type { Title } from '../titles';

/**
 * Combat die roll modifiers (OTR II charts v1.5, Combat Chart, 7.4) and the Attack Summary.
 * Values lost in the source text are confirmed from the v1.4 charts (rules notes, section 2).
 */

/** Attack Summary: MP costs and the attacker's modifier by the kind of attack. An assault is an action of its own (+1). */
export const ATTACK_TYPES = {
  'column-of-route': { label: 'Column of Route', infantryMp: '0', cavalryMp: '0', modifier: -3 },
  hasty: { label: 'Hasty', infantryMp: '1', cavalryMp: '2', modifier: -1 },
  normal: { label: 'Normal', infantryMp: '2', cavalryMp: '4', modifier: 0 },
  prepared: { label: 'Prepared', infantryMp: '4', cavalryMp: '8', modifier: 1 },
  assault: { label: 'Assault action', infantryMp: '-', cavalryMp: '-', modifier: 1 },
} as const;

/** The attacker's modifier in a rain turn. */
export const RAIN_ATTACK_MODIFIER = -1;

/** Defender's die roll modifiers for terrain and hexsides. */
export const DEFENDER_TERRAIN = {
  acrossBridgeDamFerryFord: 2,
  mountain: 2,
  /** Mountain hex when the attacker is also in a mountain hex or attacks down a ridge. */
  mountainReduced: 1,
  upRidge: 2,
  hill: 1,
  /** Hill hex attacked from a hill or mountain hex, or down a ridge. */
  hillReduced: 0,
  creek: 1,
  creekInRain: 2,
  /** At least half the hex's Combat Value is contributed by Demoralized-2 units. */
  demoralized2: -1,
} as const;

/** "Defender's flanks refused": the chart gives +1 or +2 to the attacker; which one is set by rule 7.8. */
export const FLANKS_REFUSED_VALUES = [1, 2] as const;

/** Flank attack: basic bonus by the number of covered hexes (6 → +4, 5 → +2, 4 or fewer → 0). */
export const FLANK_BASIC_BONUS: readonly { readonly covered: number; readonly bonus: number }[] = [
  { covered: 6, bonus: 4 },
  { covered: 5, bonus: 2 },
];

/** One game-specific modifier: its chart label, its value (undefined when the source lost it), and its titles. */
export interface GameSpecificModifier {
  readonly label: string;
  readonly value?: number;
  readonly titles: readonly Title[];
  readonly note?: string;
}

/** The leaders whose assault bonus (+1) the chart names, each with its titles. */
export const LEADER_ASSAULT_BONUS: Readonly<Record<'Lee' | 'Jackson' | 'Longstreet' | 'Sherman' | 'Hood & Forrest', readonly Title[]>> = {
  Lee: ['SJW', 'OTR', 'HCR', 'BTC', 'SLB', 'GTC'],
  Jackson: ['SJW', 'HCR', 'SLB'],
  Longstreet: ['GTC', 'BAC'],
  Sherman: ['BAC'],
  'Hood & Forrest': ['HSN'],
};
export const LEADER_ASSAULT_BONUS_VALUE = 1;

/** Attacker's game-specific modifiers (leader assault bonus aside). */
export const ATTACKER_GAME_SPECIFIC = {
  unionPanic: { label: 'Union Panic in effect', value: -1, titles: ['SJW', 'AGA'], note: 'In AGA, the panicked army only. The value was lost in the source text; the v1.4 charts read -1.' },
  surpriseAttack: { label: 'Surprise attack', titles: ['SLB'], note: 'The value was lost in the source text and is not confirmed: the player enters it from the printed chart.' },
  cavalryCharge: { label: 'Cavalry charge', value: 1, titles: ['SLB'] },
  staffordHeights: { label: 'Stafford Heights', value: 1, titles: ['BTC'] },
  hunt: { label: 'Hunt bonus', value: 1, titles: ['BTC'] },
  hookerLosesConfidence: { label: 'Hooker Loses Confidence', value: -1, titles: ['SLB'] },
  insubordinateMarchAttack: { label: 'March attack while Insubordinate', value: -2, titles: ['BAC'] },
} as const satisfies Record<string, GameSpecificModifier>;

/** Defender's game-specific modifiers. The gunboat's +1 or +2 is the player's to read from the game's rules. */
export const DEFENDER_GAME_SPECIFIC = {
  gunboat: { label: 'Gunboat defensive support', titles: ['OTR', 'GTC', 'BTC', 'TPC'], note: 'The chart gives +1/+2.' },
  unionPanic: { label: 'Union Panic is in effect', value: -1, titles: ['SJW'] },
  hunt: { label: 'Hunt bonus', value: -1, titles: ['BTC'], note: 'The chart lists a Hunt bonus among both the defender\'s (-1) and the attacker\'s (+1) modifiers.' },
} as const satisfies Record<string, GameSpecificModifier>;

export const GUNBOAT_VALUES = [1, 2] as const;
