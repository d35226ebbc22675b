import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, nestsWithin, tooDeepAt } from './nesting';

/** An object `depth` levels below the top one, through arrays and objects in turn. */
function nested(depth: number): unknown {
  let value: unknown = { leaf: 1 };
  for (let i = 0; i < depth; i++) value = i % 2 === 0 ? [value] : { inner: value };
  return value;
}

describe('how deep a value may nest', () => {
  it('takes a value whose deepest object is MAX_DEPTH levels down, and names the first place one level more is', () => {
    expect(tooDeepAt(nested(MAX_DEPTH))).toBe(undefined);
    expect(nestsWithin(nested(MAX_DEPTH))).toBe(true);
    const path = tooDeepAt({ ok: [1, 2], deep: nested(MAX_DEPTH) }, 'input');
    expect(path?.startsWith('input.deep.inner.0.inner.0')).toBe(true);
    expect(path?.split('.')).toHaveLength(MAX_DEPTH + 2);
  });

  it('walks a value nested 100,000 deep without running out of stack, and plain values at once', () => {
    expect(tooDeepAt(nested(100_000))).toMatch(/^inner\.0\.inner/);
    for (const plain of [null, 1, 'x', true, undefined]) expect(tooDeepAt(plain)).toBe(undefined);
  });
});
