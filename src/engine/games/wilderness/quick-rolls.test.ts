import { describe, expect, it } from 'vitest';
import { engineApi } from '../../api';

describe('The Wilderness Campaign quick rolls', () => {
  it('are the cavalry probe', () => {
    expect(engineApi.quickRolls('wilderness').map((r) => r.id)).toEqual(['cavalry-probe']);
  });
});
