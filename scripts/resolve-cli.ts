import { type DiceInput, analyse, resolve } from '../src/engine/engine';
import { InvalidDieError, MissingDieError } from '../src/engine/core/dice';
import { CombatInputError } from '../src/engine/core/errors';
import { type RngState, isRngState } from '../src/engine/core/rng';
import { type DiceOrigin, renderFieldErrors, renderOdds, renderResolution } from './render-resolution';

export const USAGE = `Usage: npm run resolve -- <case.json> [--dice 3[,5,...]] [--seed a,b,c,d] [--json] [--odds]

Resolves one combat described in <case.json> (docs/combat-format.md).
  --dice 3,5      use these physical dice, in the order the procedure asks for them
  --seed a,b,c,d  replay the generator from this state (printed after every generator roll)
  --json          print the result (or with --odds the analysis) as JSON
  --odds          print every outcome's exact chance and the highlights, without rolling
Without --dice or --seed the dice come from the generator, freshly seeded.`;

export interface Options {
  readonly file: string;
  readonly dice?: readonly number[];
  readonly seed?: RngState;
  readonly json: boolean;
  readonly odds: boolean;
}

/** A command line that cannot be understood; printed with the usage. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

function list(flag: string, text: string | undefined): string[] {
  if (text === undefined || text === '' || text.startsWith('--')) throw new UsageError(`${flag} needs a value`);
  return text.split(',').map((s) => s.trim());
}

function parseDice(text: string | undefined): number[] {
  return list('--dice', text).map((face) => {
    // Range is checked with the dice themselves, which name the die; here only that it is a number.
    if (!/^-?\d+(\.\d+)?$/.test(face)) throw new UsageError(`--dice: "${face}" is not a die face (1 to 6)`);
    return Number(face);
  });
}

function parseSeed(text: string | undefined): RngState {
  const words = list('--seed', text).map(Number);
  if (!isRngState(words)) throw new UsageError('--seed needs four whole numbers from 0 to 4294967295, as printed after a roll');
  return words;
}

/** Reads the command line (after `npm run resolve --`). Returns null when help was asked for. */
export function parseArgs(argv: readonly string[]): Options | null {
  const files: string[] = [];
  let dice: number[] | undefined;
  let seed: RngState | undefined;
  let json = false;
  let odds = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    const [flag, inline] = arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = () => inline ?? argv[++i];
    switch (flag) {
      case '--help':
      case '-h':
        return null;
      case '--dice':
        dice = parseDice(value());
        break;
      case '--seed':
        seed = parseSeed(value());
        break;
      case '--json':
        json = true;
        break;
      case '--odds':
        odds = true;
        break;
      default:
        if (flag.startsWith('-')) throw new UsageError(`unknown option ${flag}`);
        files.push(arg);
    }
  }
  if (files.length !== 1) throw new UsageError(files.length === 0 ? 'give the combat case file' : 'give one combat case file at a time');
  if (dice && seed) throw new UsageError('give --dice or --seed, not both');
  if (odds && (dice || seed)) throw new UsageError('--odds does not roll: leave out --dice and --seed');
  return { file: files[0] as string, json, odds, ...(dice ? { dice } : {}), ...(seed ? { seed } : {}) };
}

/** What the command line needs from the world, so that tests can give it a fake one. */
export interface Io {
  readFile(path: string): string;
  out(text: string): void;
  err(text: string): void;
  freshSeed(): RngState;
}

function readCase(file: string, io: Io): unknown {
  let text: string;
  try {
    text = io.readFile(file);
  } catch (e) {
    throw new CaseFileError(`${file}: cannot read the file (${e instanceof Error ? e.message : String(e)})`);
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (e) {
    throw new CaseFileError(`${file}: not valid JSON (${e instanceof Error ? e.message : String(e)})`);
  }
}

class CaseFileError extends Error {}

function execute(options: Options, io: Io): void {
  const input = readCase(options.file, io);
  if (options.odds) {
    const analysis = analyse(input);
    io.out(options.json ? JSON.stringify(analysis, null, 2) : renderOdds(analysis));
    return;
  }
  let diceInput: DiceInput;
  let origin: DiceOrigin;
  if (options.dice) {
    diceInput = { physical: options.dice };
    origin = { kind: 'physical', given: options.dice.length };
  } else {
    const seed = options.seed ?? io.freshSeed();
    diceInput = { rng: seed };
    origin = { kind: 'generator', seed, fromCrypto: options.seed === undefined };
  }
  const resolution = resolve(input, diceInput);
  io.out(options.json ? JSON.stringify(resolution, null, 2) : renderResolution(resolution, origin));
}

/** Runs the resolver; returns the exit code: 0 done, 1 bad case or dice, 2 bad command line. */
export function run(argv: readonly string[], io: Io): number {
  let options: Options | null;
  try {
    options = parseArgs(argv);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    io.err(`${e.message}\n\n${USAGE}`);
    return 2;
  }
  if (!options) {
    io.out(USAGE);
    return 0;
  }
  try {
    execute(options, io);
    return 0;
  } catch (e) {
    const message = failureMessage(e);
    if (message === undefined) throw e;
    io.err(message);
    return 1;
  }
}

/**
 * What to tell the player about a combat that could not be resolved, as "where: what" lines (the
 * field, the --dice option or the file); undefined for a fault in the program.
 */
export function failureMessage(e: unknown): string | undefined {
  if (e instanceof CombatInputError) return renderFieldErrors(e.errors);
  if (e instanceof MissingDieError) return `--dice: ${e.message}; add it (the procedure asks for its dice in order)`;
  if (e instanceof InvalidDieError) return `--dice: ${e.message}`;
  if (e instanceof CaseFileError) return e.message;
  return undefined;
}
