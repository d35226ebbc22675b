import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The source's import graph, types included: every .ts file under src and workers with the files its
 * relative imports (`import`, `import type`, `export … from`, `import()`) name. A file's imports are
 * read by the compiler's own scanner, so a word "import" in a comment or a string is not one.
 */
type Graph = ReadonlyMap<string, readonly string[]>;

/** The packages each file imports by name ("lit", "dexie", "lit/decorators.js"). */
type Packages = ReadonlyMap<string, readonly string[]>;

const root = normalize(join(dirname(fileURLToPath(import.meta.url)), '..'));

function tsFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((e) => {
    const path = `${folder}/${e.name}`;
    return e.isDirectory() ? tsFiles(path) : e.name.endsWith('.ts') ? [path] : [];
  });
}

/** The file a relative specifier names, from the file importing it; undefined for one that is not TypeScript (a JSON file) or outside src and workers (a test helper of the scripts). */
function resolve(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  const base = relative(root, join(root, dirname(from), specifier.replace(/\?.*$/, ''))).split('\\').join('/');
  const found = [base, `${base}.ts`, `${base}/index.ts`].find((f) => files.has(f));
  if (found) return found;
  if (existsSync(join(root, base)) || existsSync(join(root, `${base}.ts`))) return undefined;
  throw new Error(`${from} imports ${specifier}, which is no file`);
}

function readGraph(): { graph: Graph; packages: Packages } {
  const files = [...tsFiles('src'), ...tsFiles('workers')];
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  const packages = new Map<string, string[]>();
  for (const f of files) {
    const specifiers = ts.preProcessFile(readFileSync(join(root, f), 'utf8'), true, true).importedFiles.map((i) => i.fileName);
    const targets = specifiers.filter((s) => s.startsWith('.')).map((s) => resolve(f, s, known));
    graph.set(f, [...new Set(targets.filter((t): t is string => t !== undefined))]);
    packages.set(f, specifiers.filter((s) => !s.startsWith('.')));
  }
  return { graph, packages };
}

/** Every file `from` reaches through its imports, itself included. */
function reach(graph: Graph, from: readonly string[]): Set<string> {
  const seen = new Set(from);
  for (const f of seen) for (const next of graph.get(f) ?? []) seen.add(next);
  return seen;
}

/** Each import cycle as the files around it ("a → b → a"): one for each set of files that reach each other (Tarjan's components). */
export function cycles(graph: Graph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v) ?? 0);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) !== index.get(v)) return;
    const component = stack.splice(stack.indexOf(v));
    if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found.map((component) => pathAround(graph, new Set(component)));
}

/** One way round a component: the shortest from its first file (in name order) back to it, found breadth first. */
function pathAround(graph: Graph, component: ReadonlySet<string>): string {
  const start = [...component].sort()[0] ?? '';
  const before = new Map<string, string>();
  const queue = [start];
  let last: string | undefined;
  for (let at = queue.shift(); at !== undefined && last === undefined; at = queue.shift()) {
    for (const next of graph.get(at) ?? []) {
      if (next === start) last = at;
      if (!component.has(next) || before.has(next) || next === start) continue;
      before.set(next, at);
      queue.push(next);
    }
  }
  const path = [start];
  for (let at = last; at !== undefined && at !== start; at = before.get(at)) path.splice(1, 0, at);
  return [...path, start].join(' → ');
}

/** Each import from a file under one folder into a file under another, as "from → to". */
export function importsBetween(graph: Graph, from: (file: string) => boolean, to: (file: string) => boolean): string[] {
  return [...graph].flatMap(([f, targets]) => (from(f) ? targets.filter(to).map((t) => `${f} → ${t}`) : []));
}

const under = (folder: string) => (file: string) => file.startsWith(`${folder}/`);
const isTest = (file: string) => file.endsWith('.test.ts');

describe('the import graph', () => {
  const { graph, packages } = readGraph();

  it('is read from every file, types and re-exports included', () => {
    expect(graph.get('src/games/index.ts')).toContain('src/games/contract.ts');
    expect(graph.get('src/engine/core/scenarios/index.ts')).toContain('src/engine/core/scenarios/catalog.ts');
    expect(graph.get('workers/engine.worker.ts')?.length).toBeGreaterThan(0);
  });

  it('has no cycle', () => {
    expect(cycles(graph)).toEqual([]);
  });

  it('names a cycle where there is one', () => {
    const knotted = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts', 'd.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', []],
      ['e.ts', ['e.ts']],
    ]);
    expect(cycles(knotted).sort()).toEqual(['a.ts → b.ts → c.ts → a.ts', 'e.ts → e.ts']);
  });

  it('keeps the engine core free of everything outside it', () => {
    expect(importsBetween(graph, under('src/engine/core'), (f) => !under('src/engine/core')(f))).toEqual([]);
  });

  it('has the store and the campaign not import each other: the campaign reads the store, the store keeps the campaign as plain data', () => {
    expect(importsBetween(graph, under('src/store'), under('src/campaign'))).toEqual([]);
  });

  it('has the ui reach the games only through their registry and the two halves of the contract', () => {
    const door = ['src/games/index.ts', 'src/games/contract.ts', 'src/games/views.ts'];
    expect(importsBetween(graph, (f) => under('src/ui')(f) && !isTest(f), (f) => under('src/games')(f) && !door.includes(f))).toEqual([]);
  });

  it('has a game reach the ui only through the views half of the contract', () => {
    // The views half: what a game's views are drawn with, and the ui's elements they may draw.
    const viewsHalf = ['src/games/views.ts', 'src/games/view-elements.ts'];
    expect(importsBetween(graph, (f) => under('src/games')(f) && !isTest(f) && !viewsHalf.includes(f), under('src/ui'))).toEqual([]);
  });

  it('keeps templates and the database out of every game\'s rules half', () => {
    const rulesHalves = ['src/games/contract.ts', ...[...graph.keys()].filter((f) => /^src\/games\/[^/]+\/index\.ts$/.test(f))];
    expect(rulesHalves.length).toBeGreaterThan(1);
    const reached = [...reach(graph, rulesHalves)];
    const drawnOrStored = reached.flatMap((f) => (packages.get(f) ?? []).filter((p) => /^(lit|dexie)(\/|$)/.test(p)).map((p) => `${f} imports ${p}`));
    expect(drawnOrStored).toEqual([]);
    expect(reached.filter((f) => under('src/ui')(f) || f === 'src/store/db.ts')).toEqual([]);
  });
});
