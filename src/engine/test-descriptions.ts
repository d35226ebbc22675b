import { readFileSync, readdirSync } from 'node:fs';

/**
 * For tests: one good description of every kind every game takes — each game's documented examples,
 * the JSON blocks of docs/games/<game>.md and the files in docs/games/<game>/ — to be broken on purpose.
 */
export function goodDescriptions(): { readonly name: string; readonly input: Record<string, unknown> }[] {
  const pages = readdirSync('docs/games').filter((f) => f.endsWith('.md'));
  const blocks = pages.flatMap((page) =>
    [...readFileSync(`docs/games/${page}`, 'utf8').matchAll(/```json\n([\s\S]*?)```/g)].map((m, i) => ({ name: `${page} #${i + 1}`, input: JSON.parse(m[1] ?? '') as Record<string, unknown> })),
  );
  const files = readdirSync('docs/games', { recursive: true })
    .map(String)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ name: f, input: JSON.parse(readFileSync(`docs/games/${f}`, 'utf8')) as Record<string, unknown> }));
  return [...files, ...blocks].filter((d) => typeof d.input['game'] === 'string');
}

/** Every path to a value inside `value`, as lists of keys, the value itself first. */
export function pathsOf(value: unknown, prefix: readonly (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push([...prefix]);
  if (Array.isArray(value)) value.forEach((x: unknown, i) => pathsOf(x, [...prefix, i], out));
  else if (typeof value === 'object' && value !== null) for (const [k, x] of Object.entries(value)) pathsOf(x, [...prefix, k], out);
  return out;
}

/** A deep copy of `value` with the value at `path` replaced (or removed from its object, for `undefined`). */
export function withValueAt(value: unknown, path: readonly (string | number)[], replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) return value.map((x: unknown, i) => (i === head ? withValueAt(x, rest, replacement) : x));
  const entries = Object.entries(typeof value === 'object' && value !== null ? value : {}).filter(([k]) => k !== String(head));
  const inner = withValueAt((value as Record<string, unknown> | null)?.[head], rest, replacement);
  return Object.fromEntries(inner === undefined ? entries : [...entries, [String(head), inner]]);
}
