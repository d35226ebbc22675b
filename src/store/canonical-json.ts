import { MAX_DEPTH } from '../engine/core/nesting';

/**
 * One text for a JSON value, whatever the order its keys were written in: keys sorted, no spaces,
 * keys whose value is undefined left out (as JSON.stringify does). The same value always gives the
 * same text, so its hash can be checked after a round trip through IndexedDB or a file. Built by
 * plain concatenation: the whole log is written out this way each time it is checked.
 */
export function canonicalJson(value: unknown, depth = 0): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value) ?? 'null';
  if (depth > MAX_DEPTH) throw new RangeError(`nested more than ${MAX_DEPTH} levels deep`);
  if (Array.isArray(value)) {
    let out = '[';
    for (let i = 0; i < value.length; i++) {
      const x: unknown = value[i];
      out += (i === 0 ? '' : ',') + (x === undefined ? 'null' : canonicalJson(x, depth + 1));
    }
    return `${out}]`;
  }
  const record = value as Record<string, unknown>;
  let out = '{';
  for (const key of Object.keys(record).sort()) {
    const x = record[key];
    if (x === undefined) continue;
    out += `${out.length === 1 ? '' : ','}${JSON.stringify(key)}:${canonicalJson(x, depth + 1)}`;
  }
  return `${out}}`;
}
