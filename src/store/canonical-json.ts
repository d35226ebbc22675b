/** How deep a logged value may nest; a combat description nests a few levels. */
export const MAX_DEPTH = 64;

/**
 * One text for a JSON value, whatever the order its keys were written in: keys sorted, no spaces,
 * keys whose value is undefined left out (as JSON.stringify does). The same value always gives the
 * same text, so its hash can be checked after a round trip through IndexedDB or a file.
 */
export function canonicalJson(value: unknown, depth = 0): string {
  if (depth > MAX_DEPTH) throw new RangeError(`nested more than ${MAX_DEPTH} levels deep`);
  if (Array.isArray(value)) return `[${value.map((x: unknown) => (x === undefined ? 'null' : canonicalJson(x, depth + 1))).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, x]) => `${JSON.stringify(k)}:${canonicalJson(x, depth + 1)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** True when the value nests no deeper than MAX_DEPTH (checked without recursion, for any input). */
export function nestsWithin(value: unknown): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [x, depth] = next;
    if (typeof x !== 'object' || x === null) continue;
    if (depth > MAX_DEPTH) return false;
    for (const child of Object.values(x)) stack.push([child, depth + 1]);
  }
  return true;
}
