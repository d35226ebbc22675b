import { describe, expect, it } from 'vitest';
import { engineApi } from '../../api';

describe('Blue & Grey quick rolls', () => {
  it('are the Rally roll', () => {
    expect(engineApi.quickRolls('bng').map((r) => r.id)).toEqual(['rally']);
  });
});
