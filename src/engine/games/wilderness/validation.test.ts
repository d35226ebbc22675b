import { describe, expect, it } from 'vitest';
import { analyse } from '../../engine';
import { fieldErrors } from '../../core/test-field-errors';
import { GAME_IDS } from '../../core/source';
import { infantry, unit } from './test-inputs';

const ok = { attackers: [unit('V', 12)], defenders: [unit('Heth', 5)] };

describe('a malformed combat description', () => {
  it('names the envelope fields', () => {
    expect(fieldErrors(() => analyse({ ...infantry(ok), format: 2 }))).toEqual([{ path: 'format', message: 'format must be 1' }]);
    expect(fieldErrors(() => analyse({ ...infantry(ok), game: 'chess' }))).toEqual([{ path: 'game', message: `game must be one of ${GAME_IDS.join(', ')}` }]);
  });

  it('names a missing envelope field and says what it must be', () => {
    const { format: _format, game: _game, ...neither } = infantry(ok);
    expect(fieldErrors(() => analyse(neither))).toEqual([
      { path: 'format', message: 'required field is missing: format must be 1' },
      { path: 'game', message: `required field is missing: game must be one of ${GAME_IDS.join(', ')}` },
    ]);
  });

  it('names a missing or unknown kind', () => {
    const { kind: _kind, ...noKind } = infantry(ok);
    expect(fieldErrors(() => analyse(noKind))).toEqual([
      { path: 'kind', message: 'kind is missing: expected one of infantry-combat, cavalry-combat, cavalry-probe' },
    ]);
    expect(fieldErrors(() => analyse({ ...infantry(ok), kind: 'artillery' }))[0]?.message).toContain('got "artillery"');
  });

  it.each<[unknown, string]>([
    [2.5, 'a fraction'],
    [0, 'zero'],
    [100, 'too large'],
    ['4', 'text'],
  ])('refuses a printed strength of %j (%s)', (strength) => {
    expect(fieldErrors(() => analyse(infantry({ ...ok, attackers: [unit('V', 12), { name: 'IX', strength }] })))).toEqual([
      { path: 'attackers.1.strength', message: 'expected the printed combat strength, a whole number from 1 to 99' },
    ]);
  });

  it('names a bad supply state and lists the good ones', () => {
    expect(fieldErrors(() => analyse(infantry({ ...ok, defenders: [unit('Heth', 5, { supply: 'starving' })] })))).toEqual([
      { path: 'defenders.0.supply', message: 'expected the supply state: supplied, unsupplied, isolated' },
    ]);
  });

  it('names a missing field and an unknown (misspelt) one', () => {
    expect(fieldErrors(() => analyse(infantry({ ...ok, attackers: [{ name: 'V' }] })))).toEqual([
      { path: 'attackers.0.strength', message: 'required field of an attacking unit is missing' },
    ]);
    expect(fieldErrors(() => analyse(infantry({ ...ok, defenders: [{ name: 'Heth', strenght: 5, strength: 5 }] })))).toEqual([
      { path: 'defenders.0.strenght', message: 'unknown field "strenght" (not part of a defending unit)' },
    ]);
  });

  it('refuses an empty side, an empty name and a wrong flag', () => {
    expect(fieldErrors(() => analyse(infantry({ ...ok, attackers: [] })))).toEqual([{ path: 'attackers', message: 'at least one attacking unit is needed' }]);
    expect(fieldErrors(() => analyse(infantry({ ...ok, attackers: [unit('  ', 3)] })))).toEqual([
      { path: 'attackers.0.name', message: 'expected the unit name: text of 1 to 60 characters' },
    ]);
    expect(fieldErrors(() => analyse(infantry({ ...ok, hastyAttack: 'yes' })))).toEqual([{ path: 'hastyAttack', message: 'expected true or false' }]);
  });

  it("names a bad defender's terrain", () => {
    expect(fieldErrors(() => analyse(infantry({ ...ok, defenderHex: { terrain: 'swamp' } })))).toEqual([
      { path: 'defenderHex.terrain', message: "expected the defender's terrain: clear, mountain-pass, mountain" },
    ]);
  });

  it('reports every bad field at once', () => {
    const errors = fieldErrors(() => analyse(infantry({ attackers: [{ name: 'V', strength: -1 }], defenders: [unit('Heth', 5, { entrained: 1 })] })));
    expect(errors.map((e) => e.path)).toEqual(['attackers.0.strength', 'defenders.0.entrained']);
  });

  it('refuses something that is not a combat at all', () => {
    expect(fieldErrors(() => analyse('attack!'))).toEqual([{ path: '', message: 'expected a combat description: an object with format and game' }]);
    expect(fieldErrors(() => analyse({ format: 1, game: 'wilderness', kind: 'cavalry-probe', enemyEntrenched: 'no' }))).toEqual([
      { path: 'enemyEntrenched', message: 'expected true or false' },
    ]);
  });
});
