import { readFileSync, statSync } from 'node:fs';
import { runVerify } from './verify-cli';

/** The largest game file the verifier reads: a game of thousands of logged combats is a few megabytes. */
const MAX_GAME_BYTES = 200 * 1024 * 1024;

function readGameFile(path: string): string {
  const stat = statSync(path);
  if (!stat.isFile()) throw new Error(stat.isDirectory() ? 'it is a directory, not a file' : 'it is not a regular file');
  if (stat.size > MAX_GAME_BYTES) throw new Error(`it is ${(stat.size / 1024 / 1024).toFixed(0)} MB, more than a game file can be`);
  return readFileSync(path, 'utf8');
}

// npm run verify -- <game file> [<the other player's game file>]; see scripts/verify-cli.ts.
process.exitCode = await runVerify(process.argv.slice(2), {
  readFile: readGameFile,
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
});
