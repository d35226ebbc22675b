// The chai the tests' expect is built on, without the helpers' side effects: imported here, before the
// test framework, the whole package would not register its fixture clean-up.
import { expect } from '@open-wc/testing/pure';

/**
 * A failed assertion about an element (`expect(el).to.equal(null)`) would never be reported: the
 * runner hangs copying the element into its report, and the file times out with no word of why.
 * Elements in an assertion's actual and expected values are handed on as their HTML instead.
 */
const plain = (value: unknown): unknown => (value instanceof Element ? value.outerHTML : value instanceof Node ? value.textContent : Array.isArray(value) ? value.map(plain) : value);

/** chai's Assertion, as every `expect(…)` is made. */
const assertion = Object.getPrototypeOf(expect(null)) as { assert: (...args: unknown[]) => void };
const assert = assertion.assert;
assertion.assert = function (this: unknown, ...args: unknown[]) {
  try {
    assert.apply(this, args);
  } catch (e) {
    if (e instanceof Error && e.name === 'AssertionError') {
      const failed = e as Error & { actual?: unknown; expected?: unknown };
      failed.actual = plain(failed.actual);
      failed.expected = plain(failed.expected);
    }
    throw e;
  }
};
