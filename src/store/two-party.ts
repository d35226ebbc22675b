import { type RngState, seedFromWords } from '../engine/core/rng';
import { canonicalJson } from './canonical-json';
import { type PublicKeyInfo, spokenFingerprint, verifySignature } from './keys';
import type { CombatRecord, TwoPartyRecord } from './records';
import { sha256 } from './sha256';

/**
 * Two-party dice (docs/distance.md). Each player's device keeps a hash chain per game: a secret seed
 * e_n, and e_(i-1) = SHA-256(e_i) down to the tip e_0, which it sends before the other player ever
 * declares against it. The attacker declares each combat with its whole description and a fresh
 * random contribution, naming the defender's newest opened element (the tip at first) as `anchor`,
 * and signs it. The defender's reply opens the next element, e_k with SHA-256(e_k) = anchor, fixed
 * since the tip was sent. The dice come from the generator seeded by both: SHA-256 of the declared
 * combat's hash and e_k. Neither contribution could be chosen knowing the other.
 */

/** How many replies one chain serves. */
export const CHAIN_LENGTH = 1000;

const HEX64 = /^[0-9a-f]{64}$/;

/** Element `index` of the chain whose seed is `seed` (index `length`); element 0 is the tip. */
export function chainElement(seed: string, index: number, length = CHAIN_LENGTH): string {
  let element = seed;
  for (let i = length; i > index; i--) element = sha256(element);
  return element;
}

/** Whether `reveal` opens `anchor`: it is the chain element whose hash the anchor is. */
export function opens(reveal: string, anchor: string): boolean {
  return HEX64.test(reveal) && sha256(reveal) === anchor;
}

/** One combat as the attacker declared it: what its signature covers. */
export type DeclaredItem = Pick<TwoPartyRecord, 'declaration' | 'index' | 'of' | 'declaredAt' | 'contribution' | 'anchor' | 'attacker' | 'defender'> & { readonly input: unknown };

/** The text the attacker's signature is over, and whose hash seeds the dice with the defender's element. */
export function declaredItemText(item: DeclaredItem): string {
  const { declaration, index, of, declaredAt, contribution, anchor, attacker, defender, input } = item;
  return canonicalJson({ kind: 'adjutant-declared', declaration, index, of, declaredAt, contribution, anchor, attacker, defender, input });
}

export function declaredItemHash(item: DeclaredItem): string {
  return sha256(declaredItemText(item));
}

/** The generator state both contributions fix: the first die's state before it. */
export function diceSeed(item: DeclaredItem, reveal: string): RngState {
  const h = sha256(`adjutant-dice:${declaredItemHash(item)}:${reveal}`);
  const word = (i: number) => parseInt(h.slice(i * 8, i * 8 + 8), 16);
  return seedFromWords(word(0), word(1), word(2), word(3));
}

/** The declared combat a two-party entry was rolled for. */
export function declaredItemOf(entry: Pick<CombatRecord, 'input'> & { readonly twoParty: TwoPartyRecord }): DeclaredItem {
  const { declaration, index, of, declaredAt, contribution, anchor, attacker, defender } = entry.twoParty;
  return { declaration, index, of, declaredAt, contribution, anchor, attacker, defender, input: entry.input };
}

/** A fresh contribution: 32 bytes from the platform's cryptographic generator, as hex. */
export function freshContribution(): string {
  return [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The abandoned roll's outcome key: declared, never settled. */
export const ABANDONED = 'abandoned';

/**
 * What does not hold in a two-party entry, in words (empty when it all holds): the attacker's
 * signature over the declared combat (so neither the combat nor the attacker's contribution changed
 * after the defender's was known), the defender's element against the anchor the attacker named (so
 * it did not change after it was committed), and the first die against the state both fix.
 */
export async function twoPartyProblems(entry: Pick<CombatRecord, 'input' | 'dice' | 'outcome' | 'signer'> & { readonly twoParty: TwoPartyRecord }, keyOf: (fp: string) => PublicKeyInfo | undefined): Promise<string[]> {
  const tp = entry.twoParty;
  const problems: string[] = [];
  // A settled roll is written and signed by its defender, an abandoned one by its attacker: neither can rewrite what the other signed.
  const writer = tp.reveal === undefined ? tp.attacker : tp.defender;
  if (entry.signer !== writer) {
    const by = entry.signer === undefined ? 'no one' : `another key (${spokenFingerprint(entry.signer)})`;
    problems.push(`it is signed by ${by} than its ${tp.reveal === undefined ? 'attacker' : 'defender'}'s (${spokenFingerprint(writer)}), who alone writes it`);
  }
  const item = declaredItemOf(entry);
  if (!HEX64.test(tp.contribution) || !HEX64.test(tp.anchor)) problems.push('its two-party record is damaged');
  const attacker = keyOf(tp.attacker);
  if (!attacker) problems.push(`the attacker's key (${spokenFingerprint(tp.attacker)}) is not among the keys the log carries`);
  else if (!(await verifySignature(attacker, declaredItemText(item), tp.attackerSig))) {
    problems.push("the attacker's signature does not cover this combat as logged: the combat or the attacker's contribution was changed after it was declared");
  }
  if (tp.reveal === undefined) {
    if (entry.dice.length > 0 || entry.outcome.key !== ABANDONED) problems.push('it has dice but no contribution from the defender');
    return problems;
  }
  if (!opens(tp.reveal, tp.anchor)) problems.push("the defender's contribution does not open the commitment the attacker named: it was changed after it was committed");
  const first = entry.dice[0]?.source;
  const seed = diceSeed(item, tp.reveal);
  if (entry.dice.some((d) => d.source.kind !== 'generator')) problems.push('its dice are not all from the generator both contributions seed');
  else if (first?.kind === 'generator' && first.stateBefore.some((w, i) => w !== seed[i])) problems.push('its dice do not start from the state both contributions fix');
  return problems;
}
