import { seedFromCrypto } from '../src/engine/core/rng';
import { readCaseFile } from './read-case-file';
import { run } from './resolve-cli';

// npm run resolve -- <case.json> [--dice 3[,5,...]] [--seed a,b,c,d] [--json] [--odds]; see scripts/resolve-cli.ts.
process.exitCode = run(process.argv.slice(2), {
  readFile: readCaseFile,
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  freshSeed: seedFromCrypto,
});
