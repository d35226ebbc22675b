import { describe, expect, it } from 'vitest';
import { analyse } from '../../engine';
import { artillery, combat, infantry } from './test-helpers';

/** The adjusted strength each unit's step gives, by its title. */
function strengths(input: Record<string, unknown>): Record<string, number> {
  const steps = analyse(input).steps.filter((s) => s.title.startsWith('Attacker ') || s.title.startsWith('Defender '));
  return Object.fromEntries(steps.map((s) => [s.title, Number(s.values?.['adjusted'])]));
}

const foe = [infantry('Foe', 1)];

describe('Blue & Grey strengths, unit by unit', () => {
  it('adjacent artillery ×1½ to the nearest, a half rounding as halfRounds says (9.48)', () => {
    const a = [artillery('Gun', 3, { range: 1 }), artillery('Big', 4, { range: 1 })];
    expect(strengths(combat(a, foe))).toMatchObject({ 'Attacker Gun': 5, 'Attacker Big': 6 });
    expect(strengths(combat(a, foe, { halfRounds: 'down' }))).toMatchObject({ 'Attacker Gun': 4, 'Attacker Big': 6 });
  });

  it('artillery at three hexes −⅓ to the nearest, at least 1, before terrain (9.19, 9.25)', () => {
    const a = [artillery('Four', 4, { range: 3, lineOfSight: true }), artillery('One', 1, { range: 3, lineOfSight: true }), artillery('Two', 2, { range: 2, lineOfSight: true }), infantry('Inf', 6)];
    expect(strengths(combat(a, foe))).toMatchObject({ 'Attacker Four': 3, 'Attacker One': 1, 'Attacker Two': 2 });
    const halved = strengths(combat([artillery('Five', 5, { range: 3, lineOfSight: true, terrainHalving: 'terrain' })], foe));
    // 5 −⅓ = 3⅓ → 3, then halved 1½ → 2.
    expect(halved['Attacker Five']).toBe(2);
  });

  it('gunboats: no range effect adjacent or at three or more hexes (9.65)', () => {
    const a = [{ name: 'Tyler', type: 'gunboat', strength: 4, range: 1 }, { name: 'Lexington', type: 'gunboat', strength: 4, range: 6, lineOfSight: true }];
    expect(strengths(combat(a, foe))).toMatchObject({ 'Attacker Tyler': 4, 'Attacker Lexington': 4 });
  });

  it('terrain halves to the nearest, never below 1; water obstacles never halve artillery (10.21, 10.22, 9.16, 9.23, 9.45)', () => {
    const a = [
      infantry('Five', 5, { terrainHalving: 'terrain' }),
      infantry('One', 1, { terrainHalving: 'waterObstacle' }),
      infantry('Ford', 6, { terrainHalving: 'waterObstacle' }),
      artillery('Bridge', 2, { range: 2, lineOfSight: true, terrainHalving: 'waterObstacle' }),
      artillery('Redoubt', 2, { range: 2, lineOfSight: true, terrainHalving: 'terrain' }),
    ];
    expect(strengths(combat(a, foe))).toMatchObject({ 'Attacker Five': 3, 'Attacker One': 1, 'Attacker Ford': 3, 'Attacker Bridge': 2, 'Attacker Redoubt': 1 });
    expect(strengths(combat(a, foe, { halfRounds: 'down' }))['Attacker Five']).toBe(2);
  });

  it('attacking: Disordered −⅓, Shaken −⅔, to the nearest, at least 1; a unit in a town is Disordered (12.17, 12.21, 12.22)', () => {
    const a = [infantry('D', 6, { morale: 'disordered' }), infantry('S', 6, { morale: 'shaken' }), infantry('S1', 1, { morale: 'shaken' }), infantry('Town', 6, { inTown: true }), infantry('S4', 4, { morale: 'shaken' })];
    expect(strengths(combat(a, foe))).toMatchObject({ 'Attacker D': 4, 'Attacker S': 2, 'Attacker S1': 1, 'Attacker Town': 4, 'Attacker S4': 1 });
  });

  it('defending: Disordered unaffected, Shaken −⅓, Routed −⅔ (12.21-12.23)', () => {
    const d = [infantry('N', 6), infantry('D', 6, { morale: 'disordered' }), infantry('S', 6, { morale: 'shaken' }), infantry('R', 6, { morale: 'routed' }), infantry('R2', 2, { morale: 'routed' })];
    expect(strengths(combat([infantry('A', 40)], d))).toMatchObject({ 'Defender N': 6, 'Defender D': 6, 'Defender S': 4, 'Defender R': 2, 'Defender R2': 1 });
  });

  it('defending artillery ×1½ only against an attack with adjacent units, not Routed, with or next to friendly infantry or cavalry (9.53, 12.36)', () => {
    const guns = [artillery('With', 3, { withFriendlyInfantryOrCavalry: true }), artillery('Alone', 3), artillery('Routed', 3, { withFriendlyInfantryOrCavalry: true, morale: 'routed' })];
    expect(strengths(combat([infantry('A', 40)], guns))).toMatchObject({ 'Defender With': 5, 'Defender Alone': 3, 'Defender Routed': 1 });
    const bombarded = strengths(combat([artillery('Far', 4, { range: 2, lineOfSight: true })], [artillery('With', 3, { withFriendlyInfantryOrCavalry: true })]));
    expect(bombarded['Defender With']).toBe(3);
  });

  it('adds the units up after each is adjusted (12.25)', () => {
    const a = analyse(combat([infantry('A', 5, { terrainHalving: 'terrain' }), infantry('B', 5, { terrainHalving: 'terrain' })], [infantry('D', 3)]));
    expect(a.steps.find((s) => s.title === 'Totals')?.values).toEqual({ attack: 6, defence: 3 });
  });
});
