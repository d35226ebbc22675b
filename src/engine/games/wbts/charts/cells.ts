import { CellRefusal } from '../../../core/chart';

/** A ground Combat Results Table cell: each side's loss in percent, and who must retreat. */
export interface CrtCell {
  readonly attackerLoss: number;
  readonly defenderLoss: number;
  readonly attackerRetreats: boolean;
  readonly defenderRetreats: boolean;
}

export const CRT_WORDS =
  'a cell reads the attacker\'s loss in percent, a slash, the defender\'s: "10/20"; a * after the defender\'s loss means the defender must retreat (the CRT key, as the errata read it): "10/20*"; an r after the attacker\'s loss means the attacker retreats: "20r/10"; "-" is no loss to either side';

const CRT_CELL = /^(\d{1,3})(r?)\s*\/\s*(\d{1,3})(\*?)$/;

export function readCrtCell(text: string): CrtCell | CellRefusal {
  if (text === '-' || text === '—') return { attackerLoss: 0, defenderLoss: 0, attackerRetreats: false, defenderRetreats: false };
  const m = CRT_CELL.exec(text);
  const attackerLoss = Number(m?.[1]);
  const defenderLoss = Number(m?.[3]);
  if (!m || attackerLoss > 100 || defenderLoss > 100) return new CellRefusal(`"${text}" is not a combat result: ${CRT_WORDS}, each loss from 0 to 100`);
  return { attackerLoss, defenderLoss, attackerRetreats: m[2] === 'r', defenderRetreats: m[4] === '*' };
}

/** A whole number of points (supply points, strength points), as the Combat Supply and Combat Attrition Tables give them. */
export function pointsReader(what: string): (text: string) => number | CellRefusal {
  return (text) => (/^\d{1,3}$/.test(text) ? Number(text) : new CellRefusal(`"${text}" is not ${what}: a whole number from 0 to 999`));
}

/** One side's part of a naval result: eliminated, retreats, or naval strength points lost. */
export type NavalEffect = { readonly kind: 'eliminated' } | { readonly kind: 'retreats' } | { readonly kind: 'loses'; readonly points: number };

/** A Naval Combat Results Table cell: what it does to the attacker and to the defender (null: nothing). */
export interface NavalCell {
  readonly attacker: NavalEffect | null;
  readonly defender: NavalEffect | null;
}

export const NAVAL_WORDS =
  'a cell is "-" (no effect), or one or two results separated by a space, each A (attacker) or D (defender) followed by E (eliminated), R (retreats) or the naval strength points lost: "AE", "DR", "A1 D2"';

function navalEffect(text: string): NavalEffect | undefined {
  if (text === 'E') return { kind: 'eliminated' };
  if (text === 'R') return { kind: 'retreats' };
  return /^\d{1,2}$/.test(text) ? { kind: 'loses', points: Number(text) } : undefined;
}

export function readNavalCell(text: string): NavalCell | CellRefusal {
  if (text === '-' || text === '—') return { attacker: null, defender: null };
  const parts = text.toUpperCase().split(/[\s/]+/);
  let attacker: NavalEffect | null = null;
  let defender: NavalEffect | null = null;
  for (const part of parts) {
    const effect = navalEffect(part.slice(1));
    if (part.startsWith('A') && attacker === null && effect) attacker = effect;
    else if (part.startsWith('D') && defender === null && effect) defender = effect;
    else return new CellRefusal(`"${text}" is not a naval result: ${NAVAL_WORDS}`);
  }
  return { attacker, defender };
}

/** A Naval Transit Attack cell: the unit passes, is destroyed, or loses naval strength points. */
export type TransitCell = { readonly kind: 'passes' } | { readonly kind: 'destroyed' } | { readonly kind: 'loses'; readonly points: number };

export const TRANSIT_WORDS = 'a cell is "-" (the unit passes unharmed), "E" (the unit is destroyed) or the naval strength points it loses: "1"';

export function readTransitCell(text: string): TransitCell | CellRefusal {
  if (text === '-' || text === '—') return { kind: 'passes' };
  if (text.toUpperCase() === 'E') return { kind: 'destroyed' };
  return /^\d{1,2}$/.test(text) && Number(text) > 0 ? { kind: 'loses', points: Number(text) } : new CellRefusal(`"${text}" is not a transit result: ${TRANSIT_WORDS}`);
}

/** A Siege Bombardment Table cell: the fort is reduced, or not. */
export type BombardmentCell = 'reduced' | 'none';

export const BOMBARDMENT_WORDS = 'a cell is "-" (no effect) or "R" (the fort or fortress is reduced)';

export function readBombardmentCell(text: string): BombardmentCell | CellRefusal {
  if (text === '-' || text === '—') return 'none';
  return text.toUpperCase() === 'R' ? 'reduced' : new CellRefusal(`"${text}" is not a bombardment result: ${BOMBARDMENT_WORDS}`);
}
