import { describe, it } from 'vitest';
import { expectVariantNamed } from '../test-setting-words';

describe("CWBS's settings in its set-up's words", () => {
  it('names a variant of its example by the one setting changed', () => expectVariantNamed('cwbs', { night: true }, ['By day', 'Night']));
});
