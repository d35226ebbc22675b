import { type Refused, isRefused, searchDraft } from './phase-search';
import type { DeskClaim } from './map-links';
import type { Sides } from './rules';

/**
 * Every attack a search sets up on one hex, put together from each unit's own. For a game whose map
 * claims read each attacking unit on its own (its range, its line of sight, the hexside it crosses)
 * and otherwise the defenders only (DeskGame.claimsByUnit), the draft of an attack by several units
 * is the defenders' draft with each unit's own changes to it: a unit's entry in a record field (its
 * range), its place in a list (attacks through fieldworks), and for a yes-or-no field yes when any
 * unit's own draft says yes (up slope when any firer is lower). Each unit's draft is set up once, as `searchDraft` sets up an
 * attack, and a search of thousands of attacks reads no claim again. Where two units' changes do not
 * fit together (one value of a field each), the attack is set up whole, as `searchDraft` does.
 */

type Change =
  | { readonly field: string; readonly kind: 'yes' }
  | { readonly field: string; readonly kind: 'no' }
  | { readonly field: string; readonly kind: 'add'; readonly item: unknown }
  | { readonly field: string; readonly kind: 'remove'; readonly item: unknown }
  | { readonly field: string; readonly kind: 'key'; readonly key: string; readonly value: unknown }
  | { readonly field: string; readonly kind: 'value'; readonly value: unknown };

const isRecord = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return ka.length === kb.length && ka.every((k) => Object.hasOwn(b, k) && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
}

/** What one unit's attack changes of the defenders' draft, field by field. */
function changesOf(base: Readonly<Record<string, unknown>>, own: Readonly<Record<string, unknown>>): Change[] | undefined {
  const changes: Change[] = [];
  for (const field of new Set([...Object.keys(base), ...Object.keys(own)])) {
    if (field === 'attackers' || field === 'defenders') continue;
    const was = base[field];
    const now = own[field];
    // A yes or no is kept whether or not it differs: the attack's is yes when any unit's is.
    if (typeof was === 'boolean' && typeof now === 'boolean') {
      changes.push({ field, kind: now ? 'yes' : 'no' });
      continue;
    }
    if (same(was, now)) continue;
    if (Array.isArray(was) && Array.isArray(now)) {
      for (const item of now) if (!was.some((w) => same(w, item))) changes.push({ field, kind: 'add', item });
      for (const item of was) if (!now.some((n) => same(n, item))) changes.push({ field, kind: 'remove', item });
    } else if (isRecord(was) && isRecord(now)) {
      for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
        // A key a unit's claims take away is a change this way of putting attacks together cannot hold.
        if (!Object.hasOwn(now, key)) return undefined;
        if (!same(was[key], now[key])) changes.push({ field, kind: 'key', key, value: now[key] });
      }
    } else changes.push({ field, kind: 'value', value: now });
  }
  return changes;
}

/**
 * The drafts of every attack on `defenders` by a set of `eligible`'s units, as `searchDraft` would set
 * each up, for a game whose claims read each attacking unit on its own.
 */
export function draftComposer<D extends Sides>(
  template: D,
  defenders: readonly string[],
  eligible: readonly string[],
  claimsOf: (draft: D) => readonly DeskClaim<D>[],
  place?: (draft: D) => D | Refused,
): (attackers: readonly string[]) => D | Refused {
  const whole = (attackers: readonly string[]) => searchDraft(template, attackers, defenders, claimsOf, place);
  const base = whole([]);
  if (isRefused(base)) return whole;
  const own = new Map<string, Change[] | undefined>();
  for (const id of eligible) {
    const draft = whole([id]);
    own.set(id, isRefused(draft) ? undefined : changesOf(base as unknown as Record<string, unknown>, draft as unknown as Record<string, unknown>));
  }
  return (attackers) => {
    const out: Record<string, unknown> = { ...(base as unknown as Record<string, unknown>), attackers, defenders };
    const copied = new Set<string>();
    const fieldOf = (field: string) => {
      if (!copied.has(field)) {
        copied.add(field);
        const v = out[field];
        out[field] = Array.isArray(v) ? [...(v as unknown[])] : isRecord(v) ? { ...v } : v;
      }
      return out[field];
    };
    const set = new Map<string, unknown>();
    const yes = new Set<string>();
    for (const id of attackers) {
      const changes = own.get(id);
      if (!changes) return whole(attackers);
      for (const c of changes) {
        if (c.kind === 'yes' || c.kind === 'no') {
          // Yes when any unit's draft says yes; no only when every unit's says no.
          if (c.kind === 'yes') yes.add(c.field);
          out[c.field] = yes.has(c.field);
        } else if (c.kind === 'add') {
          const list = fieldOf(c.field) as unknown[];
          if (!list.some((x) => same(x, c.item))) list.push(c.item);
        } else if (c.kind === 'remove') {
          const list = fieldOf(c.field) as unknown[];
          const at = list.findIndex((x) => same(x, c.item));
          if (at >= 0) list.splice(at, 1);
        } else {
          const slot = c.kind === 'key' ? `${c.field}.${c.key}` : c.field;
          if (set.has(slot) && !same(set.get(slot), c.value)) return whole(attackers);
          set.set(slot, c.value);
          if (c.kind === 'key') (fieldOf(c.field) as Record<string, unknown>)[c.key] = c.value;
          else out[c.field] = c.value;
        }
      }
    }
    return out as unknown as D;
  };
}
