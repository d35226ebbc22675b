import { describe, expect, it } from 'vitest';
import type { CombatRecord } from './records';
import { combatReport, combatSides, logReport, reportFileBase } from './report';
import { GAME_IDS, GAME_NAMES } from '../engine/core/source';

const game = { name: 'Saturday at Ben’s', rules: GAME_IDS[0] } as const;
const NAME = GAME_NAMES[game.rules];

const infantry: CombatRecord = {
  id: 7,
  gameId: 'g',
  at: Date.UTC(2026, 4, 5, 14, 30),
  input: { format: 1, game: GAME_IDS[0], kind: 'infantry', attackers: [{ name: 'V Corps' }, { name: 'VI Corps' }], defenders: [{ name: 'Heth' }] },
  dice: [{ purpose: 'combat die', face: 5, source: { kind: 'generator', stateBefore: [1, 2, 3, 4] } }],
  outcome: { key: 'DR', label: 'Defender retreats', checklist: ['Retreat Heth one hex'], effects: {} },
  steps: [
    { title: 'Odds', detail: '18 to 5 is 3-1', source: `${NAME}, rule 7.2` },
    { title: 'Column', detail: '3-1 on the Combat Results Table', source: `${NAME}, Combat Results Table` },
  ],
};

const probe: CombatRecord = {
  id: 3,
  gameId: 'g',
  at: Date.UTC(2026, 4, 5, 14, 0),
  input: { format: 1, game: GAME_IDS[0], kind: 'cavalry-probe' },
  dice: [{ purpose: 'probe die', face: 2, source: { kind: 'physical' } }],
  outcome: { key: 'fail', label: 'Probe fails', checklist: [], effects: {} },
  steps: [],
  undone: true,
};

describe('combat report', () => {
  it('names the game, the units, the dice with their origin, the result and every rule cited', () => {
    expect(combatReport(game, infantry)).toBe(
      [
        `Saturday at Ben’s — ${NAME}`,
        '',
        '5 May 2026, 14:30 UTC',
        'V Corps, VI Corps → Heth',
        "Dice (rolled by the app's generator): combat die 5",
        'Result: Defender retreats',
        '  - Retreat Heth one hex',
        'How it was read:',
        `  1. Odds: 18 to 5 is 3-1 [${NAME}, rule 7.2]`,
        `  2. Column: 3-1 on the Combat Results Table [${NAME}, Combat Results Table]`,
      ].join('\n'),
    );
  });

  it('says when the dice were typed in and when a result was undone', () => {
    const text = combatReport(game, probe);
    expect(text).toContain('5 May 2026, 14:00 UTC (result undone)');
    expect(text).toContain('Cavalry probe');
    expect(text).toContain('Dice (typed in from the table): probe die 2 typed in');
    expect(text).not.toContain('How it was read');
  });

  it('gives the whole log oldest first, numbered, with a count', () => {
    const text = logReport(game, [infantry, probe]);
    expect(text.split('\n')[0]).toBe(`Saturday at Ben’s — ${NAME} — combat log, 2 combats`);
    expect(text.indexOf('#1 5 May 2026, 14:00 UTC')).toBeLessThan(text.indexOf('#2 5 May 2026, 14:30 UTC'));
    expect(logReport(game, [])).toContain('combat log, 0 combats');
  });

  it('names units given by id, and nothing for a description it cannot read', () => {
    expect(combatSides({ attacker: { units: [{ id: 'a1' }] }, defender: { units: [{ id: 'd1' }, { id: 'd2' }] } })).toBe('a1 → d1, d2');
    expect(combatSides(null)).toBe('');
  });

  it('makes a plain file name from the game name', () => {
    expect(reportFileBase(game, 'log')).toBe('saturday-at-ben-s-log');
    expect(reportFileBase({ name: '!!!', rules: GAME_IDS[1] }, 'combat')).toBe('game-combat');
  });
});
