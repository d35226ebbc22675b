import { describe, expect, it } from 'vitest';
import { ownGame } from '..';
import { SHIPPED } from '../shipped';
import { CLASSIC } from '../test-definition';
import { definitionFile, readDefinition, readDefinitionFile } from './file';

describe('a definition as a file of its own', () => {
  it('reads back every definition that ships, and the one a player typed, exactly as written', () => {
    for (const definition of [...Object.values(SHIPPED), CLASSIC]) {
      const file = JSON.parse(JSON.stringify(definitionFile(definition))) as unknown;
      expect(readDefinitionFile(file)).toEqual({ ok: true, definition });
    }
  });

  it('refuses a file that is not one, or is from a newer version, saying which', () => {
    expect(readDefinitionFile([])).toEqual({ ok: false, errors: [{ code: 'refused', path: '', message: 'expected a game definition file (a JSON object)' }] });
    expect(readDefinitionFile({ kind: 'adjutant-game', version: 1 })).toMatchObject({ ok: false, errors: [{ path: 'kind', message: 'expected an Adjutant game definition (kind "adjutant-game-definition"), got "adjutant-game"' }] });
    expect(readDefinitionFile({ ...definitionFile(CLASSIC), version: 2 })).toMatchObject({ ok: false, errors: [{ path: 'version' }] });
  });

  it('names every field of a definition that does not read, inside the file, and a part that does not agree with another', () => {
    const broken = { ...definitionFile(CLASSIC), definition: { ...CLASSIC, dice: { roll: '3d6' }, units: { ...CLASSIC.units, types: [] } } };
    const read = readDefinitionFile(broken);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.errors.map((e) => `${e.path}: ${e.message}`)).toEqual(['definition.units.types: the unit types: 1 to 12', 'definition.dice.roll: the dice must be one of "1d6", "2d6", "1d10"']);
    const clash = readDefinition({ ...CLASSIC, method: { ...CLASSIC.method, highest: '5-1' } });
    expect(clash).toEqual({ ok: false, errors: [{ code: 'refused', path: 'method.highest', message: 'the table’s last column is 4-1, not 5-1' }] });
  });

  it('refuses a definition nested past the bound before reading it, naming where', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100; i++) deep = { a: deep };
    const read = readDefinition({ ...CLASSIC, name: deep });
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.errors[0]?.path).toMatch(/^name\.a\.a/);
  });

  it('is what an import checks of a game’s own data: its definition, by its field inside the data', () => {
    expect(ownGame.checkData?.({ definition: CLASSIC })).toEqual([]);
    expect(ownGame.checkData?.(undefined)).toEqual([]);
    expect(ownGame.checkData?.({ definition: { ...CLASSIC, losses: 'morale' } })).toEqual([{ code: 'refused', path: 'definition.losses', message: 'what losses count must be one of "steps", "strength"' }]);
  });
});
