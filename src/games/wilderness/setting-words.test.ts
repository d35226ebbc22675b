import { describe, it } from 'vitest';
import { expectVariantNamed } from '../test-setting-words';

describe("The Wilderness Campaign's settings in its set-up's words", () => {
  it('names a variant of its example by the one setting changed', () => expectVariantNamed('wilderness', { hastyAttack: true }, ['Not a Hasty Attack', 'Hasty Attack']));
});
