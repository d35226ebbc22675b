import { type RngState, nextUint32, seedFromWords } from './core/rng';
import { pathsOf, withValueAt } from './test-descriptions';

/**
 * For fuzz tests: random JSON values and random changes to good ones, drawn from the app's seeded
 * generator so that every run with the same seed tries the same cases.
 */
export class FuzzSource {
  private state: RngState;

  constructor(seed: number) {
    this.state = seedFromWords(seed);
  }

  /** A whole number from 0 to n - 1. */
  below(n: number): number {
    const [x, next] = nextUint32(this.state);
    this.state = next;
    return x % n;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.below(items.length)] as T;
  }

  /** Numbers a schema must weigh: edges, halves, huge, negative, not finite. */
  number(): number {
    return this.pick([0, 1, -1, 0.5, 1.5, 2, 3, 4, 6, 7, 99, 100, 999, 1000, 9999, 1e6, 2 ** 31, 2 ** 53, 8e307, 1e308, -1e308, Number.NaN, Infinity, -0, this.below(20), this.below(2000) / 2]);
  }

  string(): string {
    return this.pick(['', ' ', 'x', 'union', 'confederate', 'clear', 'woods', 'GTC', 'combat', 'retreat', '0,0', '0,1', '1,-1', '999,999', '-1000,0', `${'9'.repeat(400)},0`, `0,-${'9'.repeat(20)}`, '1864-06-12', '1864-02-30', 'a'.repeat(5000), '__proto__', 'constructor', '\u0000', '😀']);
  }

  /** Any JSON value, nesting at most `depth` more levels. */
  value(depth = 3): unknown {
    const kind = this.below(depth > 0 ? 8 : 5);
    switch (kind) {
      case 0:
        return null;
      case 1:
        return this.below(2) === 0;
      case 2:
        return this.number();
      case 3:
      case 4:
        return this.string();
      case 5:
        return Array.from({ length: this.below(4) }, () => this.value(depth - 1));
      case 6:
        return Array.from({ length: this.pick([0, 1, 50, 150, 600]) }, () => this.value(0));
      default:
        return Object.fromEntries(Array.from({ length: this.below(4) }, () => [this.string().slice(0, 12), this.value(depth - 1)]));
    }
  }

  /**
   * One small change that keeps a field's kind: a number to another a player might enter, a flag
   * flipped, a text to another of `words` — so that most changed descriptions are still taken and
   * the procedures themselves are exercised.
   */
  nudge(value: unknown, words: readonly string[]): unknown {
    // Numbers and flags first: a text changed to another word is mostly refused.
    const kinds = this.below(3) === 0 ? ['string'] : ['number', 'boolean'];
    const leaves = pathsOf(value).filter((p) => kinds.includes(typeof valueAt(value, p)));
    if (leaves.length === 0) return value;
    const path = this.pick(leaves);
    const at = valueAt(value, path);
    const next = typeof at === 'number' ? this.pick([0, 0.5, 1, 1.5, 2, 3, 4, 5, 6, 7, 9, 12, 20]) : typeof at === 'boolean' ? !at : this.pick(words);
    return withValueAt(value, path, next);
  }

  /** One change to a value: a field replaced, removed, a list lengthened, or a field added. */
  mutate(value: unknown): unknown {
    const paths = pathsOf(value);
    const path = this.pick(paths);
    const at = valueAt(value, path);
    switch (this.below(6)) {
      case 0:
        return withValueAt(value, path, undefined);
      case 1:
        return Array.isArray(at) && at.length > 0 ? withValueAt(value, path, Array.from({ length: this.pick([2, 3, 30, 101, 250, 2500, 20_000]) }, () => at[0])) : withValueAt(value, path, this.value());
      case 2:
        return withValueAt(value, [...path, this.pick(['extra', 'id', 'kind', 'units', 'board', '0'])], this.value(1));
      case 3:
        return withValueAt(value, path, typeof at === 'number' ? this.number() : typeof at === 'string' ? this.string() : this.value(1));
      default:
        return withValueAt(value, path, this.value());
    }
  }
}

function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((x, k) => (typeof x === 'object' && x !== null ? (x as Record<string | number, unknown>)[k] : undefined), value);
}

/** Every text inside the values, once each: the words a nudge may put in a text field. */
export function wordsOf(values: readonly unknown[]): string[] {
  const words = new Set<string>();
  for (const value of values) for (const path of pathsOf(value)) {
    const at = valueAt(value, path);
    if (typeof at === 'string') words.add(at);
  }
  return [...words];
}
