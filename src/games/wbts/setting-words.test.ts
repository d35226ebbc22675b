import { describe, it } from 'vitest';
import { expectVariantNamed } from '../test-setting-words';

describe("War Between the States's settings in its set-up's words", () => {
  it('names a variant of its example by the one setting changed', () => expectVariantNamed('wbts', { terrain: 'city' }, ['Defender in rough terrain', 'Defender in a city']));
});
