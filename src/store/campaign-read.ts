import { type Campaign, FIRST_TURN, MAX_PHASES, MAX_WORDS, type PlayerPhases, type TurnRecord } from './campaign-record';

const words = (x: unknown): string => (typeof x === 'string' ? x.slice(0, MAX_WORDS) : '');
const count = (x: unknown, min: number): number | undefined => (typeof x === 'number' && Number.isInteger(x) && x >= min ? x : undefined);
const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function readRecord(saved: unknown): TurnRecord {
  if (!isRecord(saved)) return FIRST_TURN;
  return {
    turn: count(saved.turn, 1) ?? FIRST_TURN.turn,
    phase: count(saved.phase, 0) ?? FIRST_TURN.phase,
    phaseName: words(saved.phaseName),
    date: words(saved.date),
    time: words(saved.time),
    night: saved.night === true,
    done: Array.isArray(saved.done) ? saved.done.filter((d): d is string => typeof d === 'string') : [],
  };
}

function readPhases(saved: unknown): PlayerPhases | undefined {
  if (!isRecord(saved) || !Array.isArray(saved.names)) return undefined;
  const names = saved.names.filter((n): n is string => typeof n === 'string' && n.trim() !== '').slice(0, MAX_PHASES).map(words);
  if (names.length === 0) return undefined;
  const placed = isRecord(saved.placed)
    ? Object.entries(saved.placed).flatMap(([id, at]) => {
        const i = count(at, 0);
        return i !== undefined && i < names.length ? [[id, i] as const] : [];
      })
    : [];
  return { names, placed: Object.fromEntries(placed) };
}

/** A game's saved campaign, or a new one at turn 1 where what was saved is not one (none yet, older or damaged); what cannot be read is dropped. */
export function readCampaign(saved: unknown): Campaign {
  if (!isRecord(saved)) return { record: FIRST_TURN };
  const phases = readPhases(saved.phases);
  return { record: readRecord(saved.record), ...(phases ? { phases } : {}), ...(saved.game === undefined ? {} : { game: saved.game }) };
}
