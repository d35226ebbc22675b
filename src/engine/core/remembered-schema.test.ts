import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rememberedSchema } from './remembered-schema';

/** A sheet schema that counts the cells it checks. */
function counting() {
  let checked = 0;
  const cell = v.pipe(
    v.string('a cell is text'),
    v.check(() => ++checked > 0, 'never'),
  );
  const schema = v.strictObject({ name: v.string(), cells: v.array(v.array(cell)) });
  return { schema, checked: () => checked };
}

describe('a schema that remembers the values it accepted', () => {
  it('takes a sheet seen before as it was, without checking its cells again, and gives what the schema gave', () => {
    const { schema, checked } = counting();
    const remembered = rememberedSchema(schema);
    const sheet = { name: 'CRT', cells: [['Ae', 'Dr'], ['Ex', 'De']] };
    const first = v.parse(remembered, sheet);
    expect(checked()).toBe(4);
    const again = v.parse(remembered, JSON.parse(JSON.stringify(sheet)));
    expect(checked()).toBe(4);
    expect(again).toBe(first);
    // The very object seen before is known without writing it out as text.
    expect(v.parse(remembered, sheet)).toBe(first);
    expect(checked()).toBe(4);
    expect(first).toEqual(v.parse(schema, sheet));
  });

  it('checks any other value in full, and refuses a bad one at its field every time', () => {
    const { schema, checked } = counting();
    const remembered = v.object({ chart: rememberedSchema(schema) });
    const bad = { chart: { name: 'CRT', cells: [['Ae', 3]] } };
    for (let i = 0; i < 2; i++) {
      const result = v.safeParse(remembered, bad);
      expect(result.success).toBe(false);
      expect(result.issues?.map((issue) => [v.getDotPath(issue), issue.message])).toEqual([['chart.cells.0.1', 'a cell is text']]);
    }
    expect(checked()).toBe(2);
    v.parse(remembered, { chart: { name: 'CRT', cells: [['Ae', 'Dr']] } });
    expect(checked()).toBe(4);
  });

  it('forgets the oldest sheet past its limit, and only checks a value JSON cannot write', () => {
    const { schema, checked } = counting();
    const remembered = rememberedSchema(schema, 1);
    const sheet = (n: string) => ({ name: n, cells: [['x']] });
    v.parse(remembered, sheet('a'));
    v.parse(remembered, sheet('b'));
    v.parse(remembered, sheet('a'));
    expect(checked()).toBe(3);
    expect(v.safeParse(rememberedSchema(v.unknown()), 1n).success).toBe(true);
  });
});
