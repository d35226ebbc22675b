import { type Campaign, FIRST_TURN, MAX_PHASES, MAX_WORDS, type PlayerPhases, type TurnRecord } from '../store/campaign-record';
import { type Reminder, type SequenceOfPlay, applies } from './sequence';

/** A phase as the turn record shows it on one turn: its name, whether it is played this turn, and the reminders due in it. */
export interface PhaseView {
  readonly name: string;
  readonly source: string;
  /** False for a phase the sequence skips this turn (one played only every few turns): shown, but passed over. */
  readonly played: boolean;
  readonly reminders: readonly Reminder[];
}

/** The turn's phases: the sequence's own, or the players' with the sourced reminders they placed in each. */
export function phasesOf(sequence: SequenceOfPlay, campaign: Campaign): PhaseView[] {
  const { turn, night } = campaign.record;
  const due = (r: Reminder) => applies(r.when, turn, night);
  if (sequence.phases) {
    return sequence.phases.map((p) => ({ name: p.name, source: p.source, played: applies(p.when, turn, night), reminders: p.reminders.filter(due) }));
  }
  const own = campaign.phases;
  if (!own) return [];
  return own.names.map((name, i) => ({ name, source: 'your own phases', played: true, reminders: sequence.reminders.filter((r) => own.placed[r.id] === i && due(r)) }));
}

/** The sourced reminders of a game with the players' own phases that are placed in none of them: due at any time this turn. */
export function unplaced(sequence: SequenceOfPlay, campaign: Campaign): Reminder[] {
  if (sequence.phases) return [];
  const placed = campaign.phases?.placed ?? {};
  const count = campaign.phases?.names.length ?? 0;
  return sequence.reminders.filter((r) => !(r.id in placed && (placed[r.id] ?? -1) < count) && applies(r.when, campaign.record.turn, campaign.record.night));
}

/** Whether a reminder is due in the current phase: placed in it, or placed in none (due any time in the turn). */
export function dueNow(sequence: SequenceOfPlay, campaign: Campaign, reminderId: string): boolean {
  const phases = phasesOf(sequence, campaign);
  if (phases[campaign.record.phase]?.reminders.some((r) => r.id === reminderId)) return true;
  return unplaced(sequence, campaign).some((r) => r.id === reminderId);
}

/** The record at a phase of the same turn. */
function atPhase(record: TurnRecord, phases: readonly PhaseView[], phase: number): TurnRecord {
  return { ...record, phase, phaseName: phases[phase]?.name ?? '' };
}

/** The next phase played this turn, or the next turn's first when this was the last. */
export function nextPhase(sequence: SequenceOfPlay, campaign: Campaign): Campaign {
  const phases = phasesOf(sequence, campaign);
  const next = phases.findIndex((p, i) => i > campaign.record.phase && p.played);
  return next < 0 ? nextTurn(sequence, campaign) : { ...campaign, record: atPhase(campaign.record, phases, next) };
}

/** The phase played before this one this turn; the first phase stays where it is. */
export function previousPhase(sequence: SequenceOfPlay, campaign: Campaign): Campaign {
  const phases = phasesOf(sequence, campaign);
  let before = campaign.record.phase - 1;
  while (before >= 0 && !phases[before]?.played) before--;
  return before < 0 ? campaign : { ...campaign, record: atPhase(campaign.record, phases, before) };
}

/** The next turn at its first phase played, nothing ticked off; its date, time and night are the players' to set. */
export function nextTurn(sequence: SequenceOfPlay, campaign: Campaign): Campaign {
  const moved: Campaign = { ...campaign, record: { ...campaign.record, turn: campaign.record.turn + 1, phase: 0, done: [] } };
  const phases = phasesOf(sequence, moved);
  const first = Math.max(0, phases.findIndex((p) => p.played));
  return { ...moved, record: atPhase(moved.record, phases, first) };
}

/** What a tick is kept as: the reminder in the current phase, or in the turn for one due any time. */
const tickKey = (campaign: Campaign, reminderId: string, anyTime: boolean) => `${anyTime ? 'turn' : campaign.record.phase}/${reminderId}`;

/** Ticks a reminder of the current phase (or one due any time this turn) off, or back on. */
export function tick(campaign: Campaign, reminderId: string, done: boolean, anyTime = false): Campaign {
  const key = tickKey(campaign, reminderId, anyTime);
  const rest = campaign.record.done.filter((k) => k !== key);
  return { ...campaign, record: { ...campaign.record, done: done ? [...rest, key] : rest } };
}

export function isDone(campaign: Campaign, reminderId: string, anyTime = false): boolean {
  return campaign.record.done.includes(tickKey(campaign, reminderId, anyTime));
}

/** A new campaign at the first turn and phase of the sequence. */
export function startCampaign(sequence: SequenceOfPlay): Campaign {
  const fresh: Campaign = { record: FIRST_TURN };
  return { record: atPhase(FIRST_TURN, phasesOf(sequence, fresh), 0) };
}

/**
 * The players' phases from their words, one per line, with the line each sourced reminder is placed
 * in (from 0); or why they cannot be kept, naming the field.
 */
export function writePhases(text: string, placed: Readonly<Record<string, number>>, reminders: readonly Reminder[] = []): PlayerPhases | { readonly refused: string } {
  const names = text.split('\n').map((l) => l.trim()).filter(Boolean);
  if (names.length === 0) return { refused: 'Your phases: write at least one phase, one per line' };
  if (names.length > MAX_PHASES) return { refused: `Your phases: at most ${MAX_PHASES} phases` };
  const long = names.find((n) => n.length > MAX_WORDS);
  if (long) return { refused: `Your phases: “${long.slice(0, 20)}…” is longer than ${MAX_WORDS} characters` };
  const twice = names.find((n, i) => names.indexOf(n) !== i);
  if (twice) return { refused: `Your phases: “${twice}” is written twice` };
  for (const [id, at] of Object.entries(placed)) {
    if (!Number.isInteger(at) || at < 0 || at >= names.length) {
      const text = reminders.find((r) => r.id === id)?.text ?? id;
      return { refused: `Phase line for “${text}”: give a line from 1 to ${names.length}, or leave it empty` };
    }
  }
  return { names, placed: { ...placed } };
}
