import { readFileSync, statSync } from 'node:fs';

/** The largest case file the resolver reads: a combat description is a few kilobytes. */
export const MAX_CASE_BYTES = 5 * 1024 * 1024;

/**
 * Reads a case file as text, refusing before reading anything that is not a regular file (a device
 * such as /dev/zero, a directory, a pipe) or is larger than MAX_CASE_BYTES.
 */
export function readCaseFile(path: string): string {
  const stat = statSync(path);
  if (!stat.isFile()) throw new Error(stat.isDirectory() ? 'it is a directory, not a file' : 'it is not a regular file (a device or a pipe)');
  if (stat.size > MAX_CASE_BYTES) throw new Error(`it is ${(stat.size / 1024 / 1024).toFixed(1)} MB; a case file is at most ${MAX_CASE_BYTES / 1024 / 1024} MB`);
  return readFileSync(path, 'utf8');
}
