import { type DiceInput, analyse, resolve } from '../src/engine/engine';
import { InvalidDieError, MissingDieError } from '../src/engine/core/dice';
import { type Failure, FailureError } from '../src/engine/core/errors';
import { brief } from '../src/engine/core/brief';
import { type RngState, isRngState } from '../src/engine/core/rng';
import { type DiceOrigin, renderFieldErrors, renderOdds, renderResolution } from './render-resolution';

export const USAGE = `Usage: npm run resolve -- <case.json> [--dice 3[,5,...]] [--seed a,b,c,d] [--json] [--odds]

Resolves one combat described in <case.json> (docs/combat-format.md).
  --dice 3,5      use these physical dice, in the order the procedure asks for them (exactly as many)
  --seed a,b,c,d  replay the generator from this state (printed after every generator roll)
  --json          print the result as JSON, the analysis under "analysis" (with --odds, the analysis
                  alone); a refusal is then JSON on stderr: { "errors": [{ "code", "path", "message" }] }
  --odds          print every outcome's exact chance and the highlights, without rolling
Without --dice or --seed the dice come from the generator, freshly seeded.`;

export interface Options {
  readonly file: string;
  readonly dice?: readonly number[];
  readonly seed?: RngState;
  readonly json: boolean;
  readonly odds: boolean;
}

/** A command line that cannot be understood; printed with the usage. `path` names the option ("dice", "seed"), "" the whole line. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
  constructor(
    message: string,
    readonly path = '',
  ) {
    super(message);
  }
}

function list(flag: '--dice' | '--seed', text: string | undefined): string[] {
  if (text === undefined || text === '' || text.startsWith('--')) throw new UsageError(`${flag} needs a value`, flag.slice(2));
  return text.split(',').map((s) => s.trim());
}

function parseDice(text: string | undefined): number[] {
  return list('--dice', text).map((face) => {
    // Range is checked with the dice themselves, which name the die; here only that it is a number.
    if (!/^-?\d+(\.\d+)?$/.test(face)) throw new UsageError(`--dice: "${face}" is not a die face (a whole number: 1 to 6, or 1 to 10 for a ten-sided die)`, 'dice');
    return Number(face);
  });
}

function parseSeed(text: string | undefined): RngState {
  const words = list('--seed', text);
  // Plain decimal digits only: Number() would also take "", "0x10" and "1e3".
  const state = words.map(Number);
  if (!words.every((w) => /^\d{1,10}$/.test(w)) || !isRngState(state)) {
    throw new UsageError('--seed needs four whole numbers from 0 to 4294967295, written in decimal digits as printed after a roll', 'seed');
  }
  return state;
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
  if (files.length !== 1) throw new UsageError(files.length === 0 ? 'give the combat case file' : 'give one combat case file at a time', 'file');
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
    throw new CaseFileError(`${brief(file)}: cannot read the file (${brief(e instanceof Error ? e.message : String(e), 200)})`);
  }
  try {
    // An editor may begin a UTF-8 file with a byte-order mark, which is not part of the JSON.
    return JSON.parse(text.replace(/^\uFEFF/, '')) as unknown;
  } catch (e) {
    throw new CaseFileError(`${brief(file)}: not valid JSON (${brief(e instanceof Error ? e.message : String(e), 120)})`);
  }
}

class CaseFileError extends Error {}

/** More dice typed in than the combat rolled: refused, since a die the player meant for something else was not read. */
class ExtraDiceError extends Error {}

function execute(options: Options, io: Io): void {
  const input = readCase(options.file, io);
  if (options.odds) {
    const analysis = analyse(input);
    io.out(options.json ? JSON.stringify({ analysis }, null, 2) : renderOdds(analysis));
    return;
  }
  let diceInput: DiceInput;
  let origin: DiceOrigin;
  if (options.dice) {
    diceInput = { physical: options.dice };
    origin = { kind: 'physical' };
  } else {
    const seed = options.seed ?? io.freshSeed();
    diceInput = { rng: seed };
    origin = { kind: 'generator', seed, fromCrypto: options.seed === undefined };
  }
  const resolution = resolve(input, diceInput);
  if (options.dice && options.dice.length > resolution.dice.length) throw new ExtraDiceError(extraDice(resolution.dice.map((d) => d.purpose), options.dice.length));
  io.out(options.json ? JSON.stringify(resolution, null, 2) : renderResolution(resolution, origin));
}

function extraDice(purposes: readonly string[], given: number): string {
  const rolled = purposes.length === 0 ? 'no dice (the result is certain)' : `${purposes.length} ${purposes.length === 1 ? 'die' : 'dice'} (${purposes.join(', ')})`;
  return `this combat rolls ${rolled}; ${given} ${given === 1 ? 'was' : 'were'} given, so nothing was resolved`;
}

/**
 * Runs the resolver; returns the exit code: 0 done, 1 bad case or dice, 2 bad command line, 3 a
 * fault in the resolver itself. Whatever happens it prints one message, never a stack trace; with
 * --json a refusal is JSON on stderr, `{ "errors": [{ "code", "path", "message" }] }`.
 */
export function run(argv: readonly string[], io: Io): number {
  const json = argv.includes('--json');
  const refuse = (errors: readonly Failure[], text: string, code: number): number => {
    io.err(json ? JSON.stringify({ errors }) : text);
    return code;
  };
  try {
    let options: Options | null;
    try {
      options = parseArgs(argv);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      return refuse([{ code: 'refused', path: e.path, message: e.message }], `${e.message}\n\n${USAGE}`, 2);
    }
    if (!options) {
      io.out(USAGE);
      return 0;
    }
    try {
      execute(options, io);
      return 0;
    } catch (e) {
      const errors = failureErrors(e);
      if (errors === undefined) throw e;
      return refuse(errors, renderFailure(errors), 1);
    }
  } catch (e) {
    const message = `the resolver failed (${e instanceof Error ? `${e.name}: ${e.message}` : String(e)}); nothing was resolved`;
    return refuse([{ code: 'fault', path: '', message }], `resolve: ${message}`, 3);
  }
}

/**
 * What to tell the player about a combat that could not be resolved, as field errors: the field of
 * the description, the dice ("dice", "dice.0") or the file ("file"); undefined for a fault in the program.
 */
export function failureErrors(e: unknown): Failure[] | undefined {
  if (e instanceof FailureError) return [...e.errors];
  if (e instanceof MissingDieError) return [{ code: 'missing-die', path: 'dice', message: `${e.message}; add it (the procedure asks for its dice in order)` }];
  if (e instanceof InvalidDieError) return [{ code: 'refused', path: `dice.${e.index}`, message: e.message }];
  if (e instanceof ExtraDiceError) return [{ code: 'refused', path: 'dice', message: e.message }];
  if (e instanceof CaseFileError) return [{ code: 'refused', path: 'file', message: e.message }];
  return undefined;
}

/** The failure as "where: what" lines: the field, the --dice option, or the file's own line. */
export function failureMessage(e: unknown): string | undefined {
  const errors = failureErrors(e);
  return errors && renderFailure(errors);
}

function renderFailure(errors: readonly Failure[]): string {
  return renderFieldErrors(errors.map((err) => (err.path === 'file' ? { path: '', message: err.message } : /^dice(\.|$)/.test(err.path) ? { path: '--dice', message: err.message } : err)));
}
