/**
 * How deep a description, a game file or a backup may nest. Every check of a value's shape walks it
 * by recursion, so a value nested thousands deep is refused up front, by a walk that uses no stack.
 */
export const MAX_DEPTH = 64;

/**
 * The path (dotted, as refusals name fields) to the first place `value` nests deeper than MAX_DEPTH,
 * or undefined when it nests no deeper. `base` is the path of `value` itself.
 */
export function tooDeepAt(value: unknown, base = ''): string | undefined {
  // Most values are well within the limit: they are walked once without naming any path.
  if (!nestsDeeper(value)) return undefined;
  const stack: [unknown, number, string][] = [[value, 0, base]];
  for (let next = stack.pop(); next; next = stack.pop()) {
    const [x, depth, path] = next;
    if (typeof x !== 'object' || x === null) continue;
    if (depth > MAX_DEPTH) return path;
    for (const [key, child] of Object.entries(x)) stack.push([child, depth + 1, path ? `${path}.${key}` : key]);
  }
  return undefined;
}

/** Whether the value nests deeper than MAX_DEPTH: the same walk as `tooDeepAt`, naming nothing. */
function nestsDeeper(value: unknown): boolean {
  const stack: object[] = [];
  const depths: number[] = [];
  if (typeof value === 'object' && value !== null) {
    stack.push(value);
    depths.push(0);
  }
  while (stack.length > 0) {
    const x = stack.pop() as object;
    const depth = depths.pop() as number;
    if (depth > MAX_DEPTH) return true;
    for (const child of Array.isArray(x) ? x : Object.values(x)) {
      if (typeof child === 'object' && child !== null) {
        stack.push(child);
        depths.push(depth + 1);
      }
    }
  }
  return false;
}

/** True when the value nests no deeper than MAX_DEPTH. */
export function nestsWithin(value: unknown): boolean {
  return tooDeepAt(value) === undefined;
}

/** The refusal of a value nested too deep, for the field at `path`. */
export const TOO_DEEP = `nested more than ${MAX_DEPTH} levels deep`;
