import { describe, expect, it } from 'vitest';
import { resolve } from '../../engine';
import { parseCavalryChart, parseInfantryCrts } from './charts';
import crtData from './data/infantry-crts.json';
import { wilderness } from './index';
import { cavalry, infantry, probe, troopers, unit } from './test-inputs';
import type { CavalryEffects, InfantryEffects, ProbeEffects } from './types';

/*
 * The seed's charts typed out again, row by row as printed (die roll, then the columns), and
 * compared with every cell the engine holds, both as shown and as resolved.
 */

const SEED_BLOCK_1 = `
1 1/2 1/2 2/4 1/3 1/4 1/5
2 1/2 1/2 2/3 1/3 1/3 1/5
3 1/1 1/2 2/3 1/2 1/3 1/4
4 2/1 2/1 2/1 2/2 2/2 2/3
5 2/0 2/1 3/1 2/1 3/2 3/3
6 2/0 3/1 3/1 3/1 2/1 3/2
7 2/0 3/0 3/0 3/1 3/1 2/1`;

const SEED_BLOCK_2 = `
1 1/2 0/1 1/2 1/3 1/4 1/5
2 1/1 1/1 1/1 2/2 1/3 1/4
3 1/1 2/2 2/2 1/1 2/3 1/3
4 2/1 2/1 3/2 1/1 2/1 2/3
5 2/1 2/1 3/1 1/0 2/1 3/3
6 2/0 2/0 2/0 2/0 2/0 2/1
7 2/0 2/0 2/0 2/0 2/0 2/1`;

const SEED_BLOCK_3 = `
1 1/2 0/1 1/2 1/3 1/4 0/4
2 1/1 1/1 1/1 1/3 1/3 1/4
3 1/1 2/2 2/1 1/2 1/3 1/3
4 1/1 1/0 2/1 1/1 1/3 1/3
5 2/0 1/0 2/1 2/1 1/2 1/3
6 2/0 2/0 2/0 1/0 1/1 1/2
7 3/0 2/0 3/1 1/0 1/1 1/2`;

const SEED_CAVALRY = `
1 0/0 0/1 0/1 0/1 0/1
2 0/0 0/0 0/1 0/1 0/1
3 1/0 1/0 0/0 0/1 0/1
4 1/0 1/0 1/0 1/1 0/1
5 1/0 1/0 1/0 1/0 1/1
6 1/0 1/0 1/0 1/0 1/0`;

/** Rows of cells, checking that each row starts with its die roll. */
function grid(text: string): string[][] {
  return text
    .trim()
    .split('\n')
    .map((line, i) => {
      const [roll, ...cells] = line.trim().split(/\s+/);
      expect(roll).toBe(String(i + 1));
      return cells;
    });
}

const INFANTRY_COLUMNS = ['1-2', '1-1', '2-1', '3-1', '4-1', '5-1'];
const CAVALRY_COLUMNS = ['1-3', '1-2', '1-1', '2-1', '3-1'];

/** Which printed block is which table (RULES-NOTES: inferred), and a defender strength in its range. */
const TABLES = [
  { name: '9 or more', block: SEED_BLOCK_1, defender: 10 },
  { name: '5-8', block: SEED_BLOCK_2, defender: 6 },
  { name: '1-4', block: SEED_BLOCK_3, defender: 2 },
] as const;

/** Attacking strength that gives exactly these odds against `defender` (even, so 1-2 is whole). */
function attackFor(column: string, defender: number): number {
  const [a, d] = column.split('-').map(Number) as [number, number];
  return (defender * a) / d;
}

function view(title: string) {
  const found = wilderness.tables.find((t) => t.title.includes(title));
  if (!found) throw new Error(`no table titled ${title}`);
  return found;
}

describe('infantry Combat Results Tables', () => {
  for (const table of TABLES) {
    const seed = grid(table.block);

    it(`shows every cell of "${table.name}" as printed`, () => {
      const shown = view(`"${table.name}"`);
      expect(shown.columns).toEqual(INFANTRY_COLUMNS);
      expect(shown.rows.map((r) => r.label)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
      expect(shown.rows.map((r) => r.cells)).toEqual(seed);
      expect(shown.source).toEqual({ game: 'wilderness', ref: `Combat Results Table "${table.name}"` });
    });

    it(`resolves every cell of "${table.name}" to the printed losses`, () => {
      INFANTRY_COLUMNS.forEach((column, c) => {
        seed.forEach((row, r) => {
          const roll = r + 1;
          // Row 7 needs the +1: every attacker across a river (which, unlike entrenchment, does not double losses).
          const acrossRiver = roll === 7;
          const input = infantry({
            attackers: [unit('Attacker', attackFor(column, table.defender), { acrossRiver })],
            defenders: [unit('Defender', table.defender)],
          });
          const effects = resolve(input, { physical: [acrossRiver ? 6 : roll] }).outcome.effects as InfantryEffects;
          const [a, d] = (row[c] as string).split('/').map(Number);
          expect({ table: effects.table, column: effects.column, row: effects.row, a: effects.attackerLoss, d: effects.defenderLoss }).toEqual({
            table: table.name,
            column,
            row: roll,
            a,
            d,
          });
        });
      });
    });
  }

  it('names the printed block of each table and keeps the mapping note with it', () => {
    expect(view('"9 or more"').title).toContain('printed block 1 of 3');
    expect(view('"5-8"').title).toContain('printed block 2 of 3');
    expect(view('"1-4"').title).toContain('printed block 3 of 3');
    for (const t of TABLES) expect(view(`"${t.name}"`).note).toContain('inferred');
  });
});

describe('Cavalry Combat Results Chart', () => {
  const seed = grid(SEED_CAVALRY);
  const sides: Record<string, [number, number]> = { '1-3': [1, 3], '1-2': [1, 2], '1-1': [1, 1], '2-1': [2, 1], '3-1': [3, 1] };

  it('shows every cell as printed, 6 rows by 5 columns', () => {
    const shown = view('Cavalry Combat Results Chart');
    expect(shown.columns).toEqual(CAVALRY_COLUMNS);
    expect(shown.rows.map((r) => r.cells)).toEqual(seed);
  });

  it('resolves every cell to the printed units eliminated', () => {
    CAVALRY_COLUMNS.forEach((column, c) => {
      const [a, d] = sides[column] as [number, number];
      seed.forEach((row, r) => {
        const input = cavalry({ attackers: troopers(a, 'Union'), defenders: troopers(d, 'Confederate') });
        const effects = resolve(input, { physical: [r + 1] }).outcome.effects as CavalryEffects;
        const [lostA, lostD] = (row[c] as string).split('/').map(Number);
        expect([effects.column, effects.attackerUnitsEliminated, effects.defenderUnitsEliminated]).toEqual([column, lostA, lostD]);
      });
    });
  });
});

describe('Cavalry Probe Chart', () => {
  // Seed: +1 entrenched, +2 face-up cavalry, +3 both; 1-4 successful, 5-6 (or more) unsuccessful.
  const cases = [
    { enemyEntrenched: false, faceUpCavalryInStack: false, add: 0 },
    { enemyEntrenched: true, faceUpCavalryInStack: false, add: 1 },
    { enemyEntrenched: false, faceUpCavalryInStack: true, add: 2 },
    { enemyEntrenched: true, faceUpCavalryInStack: true, add: 3 },
  ];

  it('resolves every die with every modifier', () => {
    for (const { add, ...fields } of cases) {
      for (let die = 1; die <= 6; die++) {
        const effects = resolve(probe(fields), { physical: [die] }).outcome.effects as ProbeEffects;
        expect([effects.modifier, effects.modifiedRoll, effects.success]).toEqual([add, die + add, die + add <= 4]);
      }
    }
  });

  it('shows both results as printed', () => {
    const shown = view('Cavalry Probe Chart');
    expect(shown.rows.map((r) => r.label)).toEqual(['1-4', '5 or more']);
    expect(shown.rows.map((r) => r.cells[0])).toEqual([
      'Probe is successful, turn all Enemy units in the probed hex face-up',
      'Probe is unsuccessful, units remain as they are',
    ]);
    expect(shown.note).toContain('5-6');
  });
});

describe('Supply Effects Chart', () => {
  it('shows every cell as printed, with the Hasty Attack footnote', () => {
    const shown = view('Supply Effects Chart');
    expect(shown.columns).toEqual(['Supplied', 'Unsupplied', 'Isolated']);
    expect(shown.rows).toEqual([
      { label: 'Combat Strength (offensive)', cells: ['Normal', 'Halved', '0*'] },
      { label: 'Combat Strength (defensive)', cells: ['Normal', 'Normal', 'Halved'] },
      { label: 'Movement Allowance', cells: ['Normal', 'Halved', 'Halved'] },
    ]);
    expect(shown.note).toBe('*isolated units may engage in Hasty Attacks.');
  });
});

describe('Terrain Effects Chart', () => {
  it('shows the combat effect of every terrain that bears on combat, as printed', () => {
    const shown = view('Terrain Effects Chart');
    const combat = Object.fromEntries(shown.rows.map((r) => [r.label, r.cells[1]]));
    expect(combat).toEqual({
      'Clear Terrain': 'none',
      'River hex-sides': "add 1 to the die roll if all Attacking units are separated from the Defender's hex by a river. Units may not make Hasty Attacks across rivers.",
      Estuary: 'May not attack across. Units may not end their Movement Phase in an Estuary hex.',
      'to entrain': 'entrained units have their Combat Strength halved if Attacked',
      'to entrench': "add 1 to the die roll and double attacker's losses",
      Mountain: 'none',
      'Mountain Pass': "double Defender's strength",
    });
    expect(shown.rows.find((r) => r.label === 'Mountain')?.cells[0]).toBe('may not enter');
  });
});

describe('every chart', () => {
  it('is listed once, cites the game, and has rows as wide as its columns', () => {
    expect(wilderness.tables.map((t) => t.title)).toHaveLength(8);
    for (const t of wilderness.tables) {
      expect(t.source.game).toBe('wilderness');
      expect(t.column).toBeUndefined();
      for (const row of t.rows) expect(row.cells).toHaveLength(t.columns.length);
    }
  });
});

describe('chart files are checked when loaded', () => {
  /** A copy of the shipped file with one change made by `edit`. */
  const altered = (edit: (file: { tables: { rows: string[][]; defenderStrength: { min: number } }[] }) => void) => {
    const copy = JSON.parse(JSON.stringify(crtData)) as Parameters<typeof edit>[0];
    edit(copy);
    return copy;
  };
  const table = (file: Parameters<Parameters<typeof altered>[0]>[0], i: number) => {
    const t = file.tables[i];
    if (!t) throw new Error(`no table ${i}`);
    return t;
  };

  it('refuses a cell that is not "A/D"', () => {
    const bad = altered((f) => table(f, 0).rows[2]?.splice(4, 1, '1-3'));
    expect(() => parseInfantryCrts(bad)).toThrow(/A\/D/);
  });

  it('refuses a short row', () => {
    const bad = altered((f) => table(f, 1).rows[0]?.pop());
    expect(() => parseInfantryCrts(bad)).toThrow();
  });

  it('refuses strength ranges with a gap', () => {
    const bad = altered((f) => {
      table(f, 1).defenderStrength.min = 6;
    });
    expect(() => parseInfantryCrts(bad)).toThrow(/without gaps/);
  });

  it('reads the shipped files', () => {
    expect(parseInfantryCrts(crtData).tables.map((t) => t.name)).toEqual(['9 or more', '5-8', '1-4']);
    expect(() => parseCavalryChart({ rows: [] })).toThrow();
  });
});
