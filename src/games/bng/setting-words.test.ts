import { describe, it } from 'vitest';
import { expectVariantNamed } from '../test-setting-words';

describe("Blue & Grey's settings in its set-up's words", () => {
  it('names a variant of its example by the one setting changed', () => expectVariantNamed('bng', { fieldworks: 'trench' }, ['Breastworks', 'Trench']));
});
