import * as v from 'valibot';
import { fromBase64Url, toBase64Url } from './base64url';
import { canonicalJson } from './canonical-json';
import { spokenFingerprint } from './keys';
import { publicKeySchema, signedHeadSchema } from './transfer-schema';
import type { CarriedEntry, DeclaredCombat, Envelope, MessageBody, MessageType, SettledCombat } from './distance-records';

export type { CarriedEntry, DeclaredCombat, Envelope, MessageBody, MessageType, SettledCombat };

/**
 * The messages of a game played at a distance (docs/distance.md), as short text to paste into an
 * email, a forum post or a chat, as a link that opens the game, or as QR codes. A message is a body
 * signed whole by its sender's key: `ADJM1.` then the body's JSON, gzipped where the browser can,
 * in base64url, then a closing `.`.
 */

export const PREFIX = 'ADJM1.';

const whole = (what: string) => v.pipe(v.number(`expected ${what} as a number`), v.integer(`expected ${what} as a whole number`), v.minValue(0, `expected ${what} as 0 or more`));
const text = (what: string) => v.string(`expected ${what} as text`);
const hex64 = (what: string) => v.pipe(text(what), v.regex(/^[0-9a-f]{64}$/, `expected ${what} as 64 hex digits`));

const envelopeSchema = v.object({
  body: v.object({
    kind: v.literal('adjutant-message', 'expected an Adjutant message'),
    v: v.literal(1, 'this message was written by another version of Adjutant'),
    type: v.picklist(['open', 'declare', 'reply'], 'expected the kind of message'),
    game: text('the game'),
    name: text('the game’s name'),
    n: v.pipe(whole('the message’s number'), v.minValue(1, 'a message’s number is 1 or more')),
    at: whole('when it was sent'),
    from: publicKeySchema,
    tip: v.optional(hex64('the sender’s commitment')),
    ack: v.optional(whole('how many messages the sender has taken in')),
    abandoned: v.optional(v.array(v.pipe(whole('an abandoned message’s number'), v.minValue(1, 'a message’s number is 1 or more')))),
    base: v.object({ count: whole('the entries both logs hold'), hash: text('the hash of the last entry both logs hold') }),
    entries: v.array(v.looseObject({ hash: text('an entry’s hash'), prevHash: text('the hash of the entry before') }), 'expected the entries as a list'),
    head: signedHeadSchema,
    declare: v.optional(
      v.object({
        id: text('the declaration’s id'),
        anchor: hex64('the defender’s commitment'),
        defender: text('the defender’s key'),
        combats: v.pipe(
          v.array(v.object({ input: v.unknown(), contribution: hex64('the attacker’s contribution'), sig: text('the attacker’s signature'), sides: v.optional(v.object({ for: text('the side'), against: v.optional(text('the other side')) })) })),
          v.minLength(1, 'a declaration declares at least one combat'),
          v.maxLength(40, 'a declaration declares at most 40 combats'),
        ),
      }),
    ),
    reply: v.optional(
      v.object({
        to: text('the declaration answered'),
        reveal: hex64('the defender’s contribution'),
        results: v.array(v.object({ at: whole('when it was settled'), when: v.optional(v.object({ turn: whole('the turn'), phase: text('the phase') })), sig: text('the defender’s signature') })),
      }),
    ),
  }),
  sig: text('the message’s signature'),
});

/** The text a message's signature is over. */
export function bodyText(body: MessageBody): string {
  return canonicalJson(body);
}

async function through(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([bytes as BlobPart]).stream().pipeThrough(stream)).arrayBuffer());
}

const RAW = 0;
const GZIP = 1;

/** The message's payload: `ADJM1.` + base64url of its JSON (gzipped where the browser can) + `.`. */
export async function encodeMessage(envelope: Envelope, gzip = typeof CompressionStream === 'function'): Promise<string> {
  const json = new TextEncoder().encode(JSON.stringify(envelope));
  const packed = gzip ? await through(json, new CompressionStream('gzip')) : json;
  const bytes = new Uint8Array(packed.length + 1);
  bytes[0] = gzip ? GZIP : RAW;
  bytes.set(packed, 1);
  return `${PREFIX}${toBase64Url(bytes)}.`;
}

/** The message as a link that opens the game on the receiver's tablet with the message ready to take in. */
export function messageLink(origin: string, gameId: string, payload: string): string {
  return `${origin}/games/${encodeURIComponent(gameId)}/message#${payload}`;
}

/** The whole text to paste: what it is, for whom, and the link (whose last part is the message itself). */
export function messageText(envelope: Envelope, payload: string, origin: string): string {
  const { body } = envelope;
  const what =
    body.type === 'declare'
      ? `${body.declare?.combats.length ?? 0} combat${body.declare?.combats.length === 1 ? '' : 's'} declared`
      : body.type === 'reply'
        ? `the dice of ${body.reply?.results.length ?? 0} combat${body.reply?.results.length === 1 ? '' : 's'}`
        : 'the opening message';
  return `Adjutant, “${body.name}”: ${what} — message ${body.n} from ${body.from.name || spokenFingerprint(body.from.fp)}.\nOpen the link, or paste this whole text into Adjutant (Play at a distance, Take in a message):\n${messageLink(origin, body.game, payload)}`;
}

export type Decoded = { readonly ok: true; readonly envelope: Envelope } | { readonly ok: false; readonly message: string };

/** Finds the message in pasted text (the payload alone, a link, or the whole text; lines broken by a mail program are joined). */
export function findPayload(text: string): string | undefined {
  const at = text.indexOf(PREFIX);
  if (at < 0) return undefined;
  const rest = text.slice(at + PREFIX.length);
  const m = /^[A-Za-z0-9_\-\s]*/.exec(rest);
  return m ? m[0].replace(/\s+/g, '') : undefined;
}

/** Reads a message from pasted text, a link's hash, or the JSON the QR codes carried; says why when it cannot. */
export async function decodeMessage(input: string | unknown): Promise<Decoded> {
  let json: unknown = input;
  if (typeof input === 'string') {
    const payload = findPayload(input);
    if (payload === undefined) return { ok: false, message: 'this is not an Adjutant message (no text starting ADJM1. in it)' };
    const bytes = fromBase64Url(payload);
    const packed = bytes?.subarray(1);
    if (!bytes || !packed || (bytes[0] !== RAW && bytes[0] !== GZIP)) return { ok: false, message: 'the message is damaged: it was cut short or changed in the copying' };
    try {
      const plain = bytes[0] === GZIP ? await through(packed, new DecompressionStream('gzip')) : packed;
      json = JSON.parse(new TextDecoder().decode(plain)) as unknown;
    } catch {
      return { ok: false, message: 'the message is damaged: it was cut short or changed in the copying' };
    }
  }
  const parsed = v.safeParse(envelopeSchema, json);
  if (!parsed.success) {
    const issue = parsed.issues[0];
    return { ok: false, message: `the message is not one this app can read (${v.getDotPath(issue) ?? 'message'}: ${issue.message})` };
  }
  return { ok: true, envelope: parsed.output as unknown as Envelope };
}
