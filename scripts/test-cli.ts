import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { seedFromWords } from '../src/engine/core/rng';
import { type Io, run } from './resolve-cli';

/** For tests: the repository's root, where the documented examples are read from. */
export const root = fileURLToPath(new URL('..', import.meta.url));
/** The fresh generator state the resolver is given. */
export const FRESH = seedFromWords(5, 6, 7, 8);

/** A world of files given as text, collecting what the resolver prints. */
export function fakeIo(files: Record<string, string> = {}) {
  const out: string[] = [];
  const err: string[] = [];
  const io: Io = {
    readFile: (path) => {
      const text = files[path];
      if (text !== undefined) return text;
      if (path.startsWith('docs/')) return readFileSync(`${root}${path}`, 'utf8');
      throw new Error('no such file');
    },
    out: (text) => out.push(text),
    err: (text) => err.push(text),
    freshSeed: () => FRESH,
  };
  return { io, out, err };
}

export function cli(argv: string[], files?: Record<string, string>) {
  const { io, out, err } = fakeIo(files);
  const code = run(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}
