import * as v from 'valibot';
import { type DiceInput, resolve } from '../src/engine/engine';
import { CombatInputError } from '../src/engine/core/errors';
import { tooDeepAt } from '../src/engine/core/nesting';
import type { ChainEntry } from '../src/store/chain';
import type { SignedHead } from '../src/store/heads';
import type { PublicKeyInfo } from '../src/store/keys';
import { type LogVerdict, auditLog, keyWords } from '../src/store/log-audit';
import type { CombatRecord } from '../src/store/records';
import { migrateExport } from '../src/store/transfer';
import { type GameExport, gameExportSchema } from '../src/store/transfer-schema';
import { ABANDONED } from '../src/store/two-party';

export const USAGE = `Usage: npm run verify -- <game file> [<the other player's game file>]

Checks an exported game's whole log from the file alone: the audit chain, every signature against
the keys the file carries, every two-party roll from its two contributions, every die the app rolled
replayed from its recorded state, and every combat replayed through the engine. Given both players'
files, also where their logs part and who signed each version, and each log against the heads its
writer signed in the other's file. One line per problem, naming the entry, then a summary line; the
exit code is 0 only when everything holds.`;

export interface VerifyIo {
  readonly readFile: (path: string) => string;
  readonly out: (line: string) => void;
  readonly err: (line: string) => void;
}

interface Loaded {
  readonly path: string;
  readonly data: GameExport;
  readonly keys: Map<string, PublicKeyInfo>;
}

function load(path: string, io: VerifyIo): Loaded | string {
  let json: unknown;
  try {
    json = JSON.parse(io.readFile(path));
  } catch (e) {
    return `${path}: cannot be read as a game file (${e instanceof Error ? e.message : String(e)})`;
  }
  if (tooDeepAt(json) !== undefined) return `${path}: nested too deep to be a game file`;
  const migrated = migrateExport(json);
  if (Array.isArray(migrated)) return `${path}: ${migrated.map((e) => `${e.path}: ${e.message}`).join('; ')}`;
  const parsed = v.safeParse(gameExportSchema, migrated);
  if (!parsed.success) return `${path}: not an Adjutant game file (${parsed.issues.slice(0, 3).map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`).join('; ')})`;
  const data = parsed.output;
  return { path, data, keys: new Map((data.keys ?? []).map((k) => [k.fp, k])) };
}

const headsOf = (data: GameExport): SignedHead[] => [...(data.heads ?? []), ...(data.head ? [data.head] : [])];

/** The dice an entry was rolled with, as the engine takes them: the generator at the first die's state, or the faces typed in. */
function diceOf(entry: CombatRecord): DiceInput | undefined {
  const first = entry.dice[0]?.source;
  if (first?.kind === 'generator') return { rng: first.stateBefore };
  if (entry.dice.some((d) => d.source.kind === 'generator')) return undefined;
  return { physical: entry.dice.map((d) => d.face) };
}

/** Each combat replayed through this version's engine from its recorded dice: the same dice, the same result. */
function replayProblems(entry: CombatRecord): string[] {
  if (entry.outcome.key === ABANDONED && entry.twoParty && entry.twoParty.reveal === undefined) return [];
  const dice = diceOf(entry);
  if (!dice) return ['its dice mix the generator with dice typed in: it cannot be replayed'];
  try {
    const replayed = resolve(entry.input, dice);
    const faces = replayed.dice.map((d) => d.face).join(', ');
    const logged = entry.dice.map((d) => d.face).join(', ');
    if (faces !== logged) return [`replayed by the engine its dice are ${faces || 'none'}, not the logged ${logged || 'none'}`];
    if (replayed.outcome.key !== entry.outcome.key || replayed.outcome.label !== entry.outcome.label) return [`replayed by the engine it gives “${replayed.outcome.label}”, not the logged “${entry.outcome.label}”`];
    return [];
  } catch (e) {
    if (e instanceof CombatInputError) return [`its description cannot be resolved by this version of the engine (${e.errors.slice(0, 2).map((x) => `${x.path}: ${x.message}`).join('; ')})`];
    return [`replaying it failed (${e instanceof Error ? e.message : String(e)})`];
  }
}

/** One entry in a line: its dice, its result and who signed it. */
function entryWords(entry: CombatRecord, keys: ReadonlyMap<string, PublicKeyInfo>): string {
  const dice = entry.dice.map((d) => d.face).join(', ') || 'no dice';
  return `dice ${dice}, “${entry.outcome.label}”, ${entry.signer ? `signed by ${keyWords(keys.get(entry.signer), entry.signer)}` : 'unsigned'}`;
}

interface Checked {
  readonly verdict: LogVerdict;
  readonly lines: string[];
  readonly problems: number;
}

async function check(file: Loaded, otherHeads: readonly SignedHead[], otherKeys: ReadonlyMap<string, PublicKeyInfo>): Promise<Checked> {
  const { data } = file;
  // Heads of this game only: a file imported as a copy elsewhere carries another id.
  const heads = [...headsOf(data), ...otherHeads.filter((h) => h.game === data.game.id)];
  const keys = new Map([...otherKeys, ...file.keys]);
  const entries = data.combats as unknown as CombatRecord[];
  const verdict = await auditLog(entries as ChainEntry[], { head: data.game.logHead, keys, heads });
  const lines: string[] = [];
  let problems = 0;
  for (const line of verdict.general) {
    lines.push(`${file.path}: ${line}`);
    problems++;
  }
  for (const [i, e] of verdict.entries.entries()) {
    const entry = entries[i] as CombatRecord;
    const all = [...e.problems, ...replayProblems(entry), ...e.unproven];
    for (const p of all) lines.push(`${file.path}: entry ${e.position}: ${p}`);
    problems += all.length;
  }
  return { verdict, lines, problems };
}

/** Where two players' logs part, with each version and who signed it. */
function divergence(a: Loaded, b: Loaded): string[] {
  if (a.data.game.id !== b.data.game.id) return [`the two files are of different games (${a.data.game.name}, ${b.data.game.name})`];
  const left = a.data.combats as unknown as CombatRecord[];
  const right = b.data.combats as unknown as CombatRecord[];
  const keys = new Map([...a.keys, ...b.keys]);
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const x = left[i] as CombatRecord;
    const y = right[i] as CombatRecord;
    if (x.hash === y.hash) continue;
    return [`the two logs part at entry ${i + 1}: in ${a.path} ${entryWords(x, keys)}; in ${b.path} ${entryWords(y, keys)}`];
  }
  return [];
}

/** Runs the verifier; returns the exit code. */
export async function runVerify(args: readonly string[], io: VerifyIo): Promise<number> {
  const paths = args.filter((a) => a !== '--');
  if (paths.length < 1 || paths.length > 2 || paths.some((p) => p.startsWith('-'))) {
    io.err(USAGE);
    return 2;
  }
  const loaded: Loaded[] = [];
  for (const path of paths) {
    const file = load(path, io);
    if (typeof file === 'string') {
      io.err(file);
      return 1;
    }
    loaded.push(file);
  }
  let problems = 0;
  let entries = 0;
  for (const [i, file] of loaded.entries()) {
    const other = loaded[1 - i];
    const checked = await check(file, other ? headsOf(other.data) : [], other?.keys ?? new Map());
    for (const line of checked.lines) io.out(line);
    problems += checked.problems;
    entries += file.data.combats.length;
    io.out(`${file.path}: ${checked.verdict.summary}`);
  }
  const [a, b] = loaded;
  if (a && b) {
    const parted = divergence(a, b);
    for (const line of parted) io.out(line);
    problems += parted.length;
  }
  io.out(problems === 0 ? `Everything holds: ${entries} ${entries === 1 ? 'entry' : 'entries'} in ${loaded.length} ${loaded.length === 1 ? 'file' : 'files'}.` : `${problems} ${problems === 1 ? 'problem' : 'problems'} in ${loaded.length} ${loaded.length === 1 ? 'file' : 'files'} of ${entries} ${entries === 1 ? 'entry' : 'entries'}: not everything holds.`);
  return problems === 0 ? 0 : 1;
}
