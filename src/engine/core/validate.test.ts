import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fieldErrors } from './test-field-errors';
import { parseOrThrow } from './validate';

const unit = v.strictObject({ name: v.string('expected a name'), strength: v.number('expected a number') });
const combat = v.strictObject({ title: v.picklist(['otr', 'gtc'], 'expected otr or gtc'), units: v.array(unit) });

describe('parseOrThrow', () => {
  it('returns what the schema gives for good input', () => {
    expect(parseOrThrow(combat, { title: 'otr', units: [{ name: 'V Corps', strength: 4 }] })).toEqual({ title: 'otr', units: [{ name: 'V Corps', strength: 4 }] });
  });

  it('reports every bad field at once, by dotted path, under the base path', () => {
    expect(fieldErrors(() => parseOrThrow(combat, { title: 'sjw', units: [{ name: 'V Corps', strength: 'four' }] }, 'defender'))).toEqual([
      { path: 'defender.title', message: 'expected otr or gtc' },
      { path: 'defender.units.0.strength', message: 'expected a number' },
    ]);
  });

  it('says a required field is missing, at its path, where the schema has no words of its own', () => {
    expect(fieldErrors(() => parseOrThrow(combat, { units: [{ strength: 4 }] }))).toEqual([
      { path: 'title', message: 'required field is missing' },
      { path: 'units.0.name', message: 'required field is missing' },
    ]);
  });
});
