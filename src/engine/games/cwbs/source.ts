import { cite } from '../../core/source';

/** Which printing of the charts a value is read from: the seed's (an earlier edition) or the Series Rules v3.2. */
export const EDITIONS = ['seed', 'v3.2'] as const;
export type Edition = (typeof EDITIONS)[number];

export const EDITION_NAMES: Readonly<Record<Edition, string>> = {
  seed: "the seed's charts (an edition earlier than v3.2)",
  'v3.2': 'the Series Rules v3.2 charts',
};

export const FIRE_TABLE = cite('cwbs', 'Fire Combat Table');
export const FIRE_SHIFTS = cite('cwbs', 'Fire Combat Table, column shifts');
export const FIRE_NOTES = cite('cwbs', 'Fire Combat Table notes');
export const FIRE_POINTS = cite('cwbs', 'Fire Point Determination Chart');
export const STRAGGLER_TABLE = cite('cwbs', 'Straggler Table');
export const MORALE_TABLE = cite('cwbs', 'Morale Table');
export const MORALE_SHIFTS = cite('cwbs', 'Morale Table modifiers (row shifts)');
export const BLOOD_LUST = cite('cwbs', 'Blood Lust Morale Check');
export const LEADER_LOSS = cite('cwbs', 'Leader Loss Check');
export const CLOSE_COMBAT = cite('cwbs', 'Close Combat Resolution & Odds Table');
export const GUN_LOSS = cite('cwbs', 'Gun Loss Table');
export const STRAGGLER_RECOVERY = cite('cwbs', 'Straggler Recovery Table');
export const ACCEPTANCE = cite('cwbs', 'Acceptance Table');
export const ACCEPTANCE_NOTES = cite('cwbs', 'Acceptance Table notes (D1, D2)');
export const INITIATIVE = cite('cwbs', 'Initiative Table');
export const COMMAND_POINTS = cite('cwbs', 'Command Point Table');
export const ORDER_COSTS = cite('cwbs', 'Order Costs Chart');
export const CORPS_STOPPAGE = cite('cwbs', 'Corps Attack Stoppage Table (v3.2)');
