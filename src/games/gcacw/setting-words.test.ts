import { describe, it } from 'vitest';
import { expectVariantNamed } from '../test-setting-words';

describe("GCACW's settings in its set-up's words", () => {
  it('names a variant of its example by the one setting changed', () => expectVariantNamed('gcacw', { attack: 'prepared' }, ['Assault action', 'Prepared attack']));
});
