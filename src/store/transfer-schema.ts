import * as v from 'valibot';
import { GAME_IDS } from '../engine/core/source';
import { isRngState } from '../engine/core/rng';
import { MAX_DEPTH, nestsWithin } from '../engine/core/nesting';
import { chartEntrySchema } from './charts';
import { SIGNING_ALGORITHMS } from './keys';

/** The file a game is exported to and imported from. `version` moves on only with a migration (transfer.ts). */
export const EXPORT_KIND = 'adjutant-game';
export const EXPORT_VERSION = 3;

const text = (what: string) => v.string(`expected ${what} as text`);
const whole = (what: string) => v.pipe(v.number(`expected ${what} as a number`), v.integer(`expected ${what} as a whole number`));
const hex64 = (what: string) => v.pipe(text(what), v.regex(/^[0-9a-f]{64}$/, `expected ${what} as 64 hex digits`));
const scalar = v.union([v.string(), v.number(), v.boolean()], 'expected text, a number or true/false');

const game = v.looseObject({
  id: v.pipe(text('the game id'), v.minLength(1, 'the game id is empty')),
  name: v.pipe(text('the game name'), v.trim(), v.minLength(1, 'the game name is empty')),
  rules: v.picklist(GAME_IDS, `expected one of ${GAME_IDS.join(', ')}`),
  scenario: v.optional(text('the scenario')),
  createdAt: whole('the creation time'),
  updatedAt: whole('the last-played time'),
  rng: v.custom<readonly [number, number, number, number]>(isRngState, 'expected the dice generator state: four 32-bit whole numbers'),
  // Checked for in checkImport, to say what its absence means.
  logHead: v.optional(v.object(
    {
      count: v.pipe(whole('the number of log entries'), v.minValue(0, 'expected the number of log entries as 0 or more')),
      hash: text('the hash of the newest log entry'),
      legacy: v.pipe(whole('the number of older log entries'), v.minValue(0, 'expected the number of older log entries as 0 or more')),
    },
    'expected the game’s record of its log: count, hash and legacy',
  )),
});

const unit = v.looseObject({
  id: v.pipe(text('the unit id'), v.minLength(1, 'the unit id is empty')),
  gameId: text('the unit’s game id'),
  name: text('the unit name'),
  side: text('the unit’s side'),
  type: text('the unit type'),
  strength: v.nullable(v.pipe(whole('the strength'), v.minValue(0, 'expected a strength of 0 or more'))),
  state: v.record(v.string(), scalar, 'expected the unit’s markers as an object'),
});

const combat = v.looseObject({
  id: v.optional(whole('the combat id')),
  gameId: text('the combat’s game id'),
  at: whole('the combat time'),
  input: v.custom<unknown>(nestsWithin, `the combat description nests more than ${MAX_DEPTH} levels deep`),
  draft: v.optional(v.custom<unknown>(nestsWithin, `the set-up the roll was made for nests more than ${MAX_DEPTH} levels deep`)),
  dice: v.array(
    v.pipe(
      v.object({
        purpose: text('what the die was for'),
        face: v.pipe(whole('the die face'), v.minValue(1, 'a die face is 1 to 6 (1 to 10 for a ten-sided die)')),
        // A ten-sided die says so; a die that does not is six-sided.
        sides: v.optional(v.literal(10, 'a die is six-sided, or says it has 10 sides')),
        source: v.variant('kind', [
          v.object({ kind: v.literal('generator'), stateBefore: v.custom<readonly [number, number, number, number]>(isRngState, 'expected a generator state') }),
          v.object({ kind: v.literal('physical') }),
        ]),
      }),
      v.forward(
        v.check((die) => die.face <= (die.sides ?? 6), 'a die face is 1 to 6 (1 to 10 for a ten-sided die)'),
        ['face'],
      ),
    ),
    'expected the dice as a list',
  ),
  rngAfter: v.optional(v.custom<readonly [number, number, number, number]>(isRngState, 'expected a generator state')),
  outcome: v.object({
    key: text('the outcome key'),
    label: text('the outcome'),
    checklist: v.array(v.string(), 'expected the checklist as a list'),
    effects: v.record(v.string(), v.unknown(), 'expected the effects as an object'),
  }),
  percentile: v.optional(
    v.pipe(
      v.object({ num: whole('the percentile’s numerator'), den: whole('the percentile’s denominator') }),
      v.check((f) => f.den > 0 && f.num >= 0 && f.num <= f.den, 'a percentile is a fraction from 0 to 1'),
    ),
  ),
  when: v.optional(v.object({ turn: v.pipe(whole('the turn it was made in'), v.minValue(1, 'a turn is 1 or more')), phase: text('the phase it was made in') }, 'expected the turn and phase it was made in')),
  sides: v.optional(v.object({ for: text('the side the roll is weighed for'), against: v.optional(text('the other side')) }, 'expected the sides of the roll')),
  standings: v.optional(
    v.object(
      {
        chances: v.array(v.object({ num: whole('a chance’s numerator'), den: v.pipe(whole('a chance’s denominator'), v.minValue(1, 'a chance’s denominator is 1 or more')) }), 'expected the chances as a list'),
        at: v.pipe(whole('the rolled result’s place'), v.minValue(0, 'the rolled result’s place is 0 or more')),
      },
      'expected the standings: chances and the rolled result’s place',
    ),
  ),
  steps: v.array(v.object({ title: v.string(), detail: v.string(), source: v.string() }), 'expected the explanation steps as a list'),
  applied: v.optional(v.object({ before: v.array(unit), after: v.array(unit) })),
  undone: v.optional(v.boolean()),
  rerollOf: v.optional(whole('the re-rolled combat id')),
  rerolls: v.optional(text('the hash of the re-rolled entry')),
  prevHash: v.optional(text('the hash of the entry before')),
  chain: v.optional(v.literal(2, 'expected the kind of hash as 2')),
  hash: v.optional(text('the entry’s hash')),
  seal: v.optional(text('the seal of what applying the result did')),
  signer: v.optional(text('the fingerprint of the key that signed the entry')),
  sig: v.optional(text('the entry’s signature')),
  prevSig: v.optional(text('the signature of the entry before')),
  twoParty: v.optional(
    v.object(
      {
        declaration: text('the declaration’s id'),
        index: v.pipe(whole('the combat’s place in its declaration'), v.minValue(0, 'a place in a declaration is 0 or more')),
        of: v.pipe(whole('how many combats the declaration held'), v.minValue(1, 'a declaration holds at least one combat')),
        declaredAt: whole('when the combat was declared'),
        contribution: hex64('the attacker’s contribution'),
        anchor: hex64('the defender’s commitment'),
        attacker: text('the attacker’s key'),
        defender: text('the defender’s key'),
        attackerSig: text('the attacker’s signature'),
        reveal: v.optional(hex64('the defender’s contribution')),
      },
      'expected the two-party roll: its declaration, both contributions and the attacker’s signature',
    ),
  ),
});

/** A public key as files and messages carry it (keys.ts). */
export const publicKeySchema = v.object(
  {
    fp: v.pipe(text('the key’s fingerprint'), v.regex(/^[0-9A-HJKMNP-TV-Z]{16}$/, 'expected a fingerprint of 16 letters and digits')),
    alg: v.picklist(SIGNING_ALGORITHMS, `expected the key’s kind: ${SIGNING_ALGORITHMS.join(' or ')}`),
    pub: v.pipe(text('the public key'), v.regex(/^[A-Za-z0-9_-]{32,200}$/, 'expected the public key in base64url')),
    name: v.optional(v.pipe(text('the player’s name'), v.maxLength(40, 'a player’s name is at most 40 characters'))),
  },
  'expected a public key: fp, alg and pub',
);

/** A log's head as its writer signed it (heads.ts). */
export const signedHeadSchema = v.object(
  {
    game: text('the game the head is of'),
    count: v.pipe(whole('the number of log entries'), v.minValue(0, 'expected the number of log entries as 0 or more')),
    hash: text('the hash of the newest log entry'),
    legacy: v.pipe(whole('the number of older log entries'), v.minValue(0, 'expected the number of older log entries as 0 or more')),
    at: whole('when the head was signed'),
    signer: text('the fingerprint of the key that signed the head'),
    sig: text('the head’s signature'),
  },
  'expected a signed head: game, count, hash, legacy, at, signer and sig',
);

export const gameExportSchema = v.object({
  kind: v.literal(EXPORT_KIND, `expected an Adjutant game file (kind "${EXPORT_KIND}")`),
  version: v.literal(EXPORT_VERSION, `expected file format ${EXPORT_VERSION}`),
  game,
  units: v.array(unit, 'expected the units as a list'),
  combats: v.array(combat, 'expected the combats as a list'),
  /** The player's charts for the game's rules (absent in files written before charts). */
  charts: v.optional(v.array(chartEntrySchema, 'expected the charts as a list')),
  /** The public keys of every signer of the entries and heads in the file (absent in files written before signing). */
  keys: v.optional(v.array(publicKeySchema, 'expected the keys as a list')),
  /** The heads of this game's log its writers signed, as the exporting device kept them (its witness). */
  heads: v.optional(v.array(signedHeadSchema, 'expected the signed heads as a list')),
  /** The exporting device's own head of the log in the file, signed when the file was written. */
  head: v.optional(signedHeadSchema),
  /**
   * Present only in a hand-over of the entries after the last one handed over (handover.ts): the
   * log in the file starts after entry `count`, whose hash is `prevHash`. `earlier` names, by hash,
   * the entries before it that re-rolls in the file point at. Such a file is not a whole game.
   */
  since: v.optional(
    v.object({
      count: v.pipe(whole('the number of entries before the hand-over'), v.minValue(1, 'expected at least one entry before the hand-over')),
      prevHash: v.pipe(text('the hash of the entry before the hand-over'), v.minLength(1, 'the hash of the entry before the hand-over is empty')),
      earlier: v.optional(v.array(v.object({ id: whole('the earlier entry’s id'), hash: text('the earlier entry’s hash') }), 'expected the earlier entries as a list')),
    }),
  ),
});

export type GameExport = v.InferOutput<typeof gameExportSchema>;
