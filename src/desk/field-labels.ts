import type { FieldError } from '../engine/core/errors';
import type { UnitRecord } from '../store/records';
import type { WildernessDraft } from './draft';

const FIELD_WORDS: Record<string, string> = {
  strength: 'strength',
  supply: 'supply',
  hastyAttack: 'Hasty Attack',
  defenderHex: "defender's hex",
  terrain: 'terrain',
  entrenched: 'entrenched',
  acrossRiver: 'across a river',
  acrossEstuary: 'across an estuary',
  infantryInDefendersHex: "infantry in the defender's hex",
};

/**
 * Says where an engine error is in the player's terms: "attackers.1.strength" becomes
 * "Attacker IX — strength". The message itself is the engine's.
 */
export function describeFieldError(error: FieldError, draft: WildernessDraft, units: ReadonlyMap<string, UnitRecord>): string {
  const parts = error.path.split('.').filter(Boolean);
  const [head, index, ...rest] = parts;
  if ((head === 'attackers' || head === 'defenders') && index !== undefined && /^\d+$/.test(index)) {
    const id = (head === 'attackers' ? draft.attackers : draft.defenders)[Number(index)];
    const unit = id === undefined ? undefined : units.get(id);
    const who = `${head === 'attackers' ? 'Attacker' : 'Defender'} ${unit?.name ?? Number(index) + 1}`;
    const field = rest.map((p) => FIELD_WORDS[p] ?? p).join(' ');
    return `${who}${field ? ` — ${field}` : ''}: ${error.message}`;
  }
  if (head === 'attackers' || head === 'defenders') return `${head === 'attackers' ? 'Attackers' : 'Defenders'}: ${error.message}`;
  const field = parts.map((p) => FIELD_WORDS[p] ?? p).join(' ');
  return field ? `${field[0]?.toUpperCase()}${field.slice(1)}: ${error.message}` : error.message;
}
