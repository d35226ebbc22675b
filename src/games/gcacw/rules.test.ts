import { describe, expect, it } from 'vitest';
import { engineApi } from '../../engine/api';
import type { Resolution } from '../../engine/core/combat';
import type { GcacwCombatEffects, GcacwSideEffects } from '../../engine/games/gcacw';
import { parseResult } from '../../engine/games/gcacw/results';
import { hexsideBetween } from '../../engine/hex/hexside';
import { parseHexKey } from '../../engine/hex/hex';
import { paintTerrain, toggleHexsideFeature } from '../../map/edit';
import { defaultMap } from '../../map/state';
import type { UnitRecord } from '../../store/records';
import { describeFieldError } from '../../desk/field-labels';
import { EMPTY_GCACW_DRAFT, GCACW_DESK, type GcacwDraft, readGcacwDraft, toGcacwDescription } from './rules';
import { gcacwDeskClaims } from './claims';
import { counterOf, placeUnit, takeAllClaims } from '../../desk/map-links';

const unit = (id: string, name: string, side: string, manpower: number | null, state: UnitRecord['state']): UnitRecord => ({ id, gameId: 'g', name, side, type: 'infantry', strength: manpower, state });
const roster = new Map(
  [
    unit('barlow', 'Barlow', 'union', 10, { combatValue: 9, artillery: 5, tactical: 3, fatigue: 1 }),
    unit('gibbon', 'Gibbon', 'union', 6, { combatValue: 6, artillery: 4, tactical: 2 }),
    unit('heth', 'Heth', 'confederate', 7, { combatValue: 7, artillery: 1, tactical: 2, fatigue: 2, demoralized: 2 }),
    unit('wilcox', 'Wilcox', 'confederate', null, { combatValue: 5, artillery: 1, tactical: 1 }),
    unit('green', 'Green brigade', 'union', 3, { artillery: 0, tactical: 1 }),
  ].map((u) => [u.id, u]),
);

/** docs/games/gcacw/combat.json with the flank bonus entered rather than read from its board. */
const draft: GcacwDraft = { ...EMPTY_GCACW_DRAFT, title: 'GTC', attack: 'assault', attackers: ['barlow', 'gibbon'], defenders: ['heth'], hexside: 'creek', flankBonus: 1 };

function resolve(d: GcacwDraft, dice: readonly number[]): Resolution {
  const answer = engineApi.resolve(toGcacwDescription(d, roster), { physical: dice });
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return answer.value;
}

function errors(d: GcacwDraft): string[] {
  const answer = engineApi.analyse(toGcacwDescription(d, roster));
  return answer.ok ? [] : answer.errors.map((e) => describeFieldError(e, d, roster, GCACW_DESK.fieldWords));
}

describe('the GCACW desk draft', () => {
  it('becomes the combat description of the documented example, which the engine reads modifier by modifier', () => {
    const description = toGcacwDescription(draft, roster);
    expect(description).toMatchObject({
      game: 'gcacw',
      kind: 'combat',
      title: 'GTC',
      attack: 'assault',
      attacker: { side: 'union', units: [{ id: 'Barlow', combatValue: 9, artillery: 5, tactical: 3, manpower: 10, fatigue: 1, disorganized: false, demoralized: 0 }, { id: 'Gibbon' }] },
      defender: { units: [{ id: 'Heth', combatValue: 7, demoralized: 2, fatigue: 2 }] },
      terrain: { defenderHex: 'clear', hexside: 'creek' },
      flank: { from: 'player', bonus: 1 },
    });
    const answer = engineApi.analyse(description);
    if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
    const steps = answer.value.steps.map((s) => `${s.title}: ${s.detail}`);
    expect(steps).toContain("Ratio modifier: 15 to 7 is 2-1, rounded in the defender's favour: +1");
    expect(steps).toContain('Flank attack bonus: +1 as entered by the player');
    expect(steps).toContain('Defending across a creek: across a creek: +1');
    expect(answer.value.dicePlan).toEqual(['artillery sub-roll (even or odd)', "attacker's combat die", "defender's combat die"]);
  });

  it('asks for the title until one is chosen, and names a missing unit value by unit', () => {
    expect(errors({ ...draft, title: '' })).toEqual(['Title: title must be one of SJW, HCR, RTG, AGA, OTR, GTC, BTC, SLB, BAC, HSN, TPC, SIV, AIO, RWH']);
    const missing = errors({ ...draft, attackers: ['barlow', 'green'] });
    expect(missing).toHaveLength(1);
    expect(missing[0]).toMatch(/^Attacker Green brigade — Combat Value: /);
  });

  it('sends only the modifiers of the chosen title, and a leader’s bonus only in an assault', () => {
    const set: GcacwDraft = { ...draft, leader: 'Lee', attackerFlags: ['cavalryCharge', 'unionPanic'], defenderFlags: ['hunt'], gunboat: 2, surpriseAttack: 1 };
    // GTC has Lee's assault bonus and gunboats; the flags belong to other titles.
    expect(toGcacwDescription(set, roster).gameSpecific).toEqual({ attacker: { leaderAssaultBonus: 'Lee' }, defender: { gunboat: 2 } });
    expect(toGcacwDescription({ ...set, attack: 'normal' }, roster).gameSpecific).toEqual({ attacker: {}, defender: { gunboat: 2 } });
    expect(toGcacwDescription({ ...set, title: 'SLB' }, roster).gameSpecific).toEqual({
      attacker: { leaderAssaultBonus: 'Lee', cavalryCharge: true, surpriseAttack: { modifier: 1 } },
      defender: {},
    });
    expect(errors({ ...set, title: 'SLB' })).toEqual([]);
  });

  it('gives the defenders’ entrenched values, and names them when missing', () => {
    expect(toGcacwDescription({ ...draft, entrenched: true, entrenchedCombatValue: 10, entrenchedArtillery: 2 }, roster)).toMatchObject({ defender: { entrenched: { combatValue: 10, artillery: 2 } } });
    expect(errors({ ...draft, entrenched: true, entrenchedCombatValue: 10 })[0]).toMatch(/^Defender — entrenched Artillery Value: /);
  });

  it('reads back a saved draft, and shrugs off a damaged one', () => {
    const saved = JSON.parse(JSON.stringify({ ...draft, rain: true, ridge: 'up', attackFrom: 'hill', gunboat: 1 }));
    expect(readGcacwDraft(saved)).toEqual({ ...draft, rain: true, ridge: 'up', attackFrom: 'hill', gunboat: 1 });
    expect(readGcacwDraft({ title: 'XYZ', attack: 'charge', flankBonus: 9, attackers: 'barlow', attackerFlags: ['cavalryCharge', 'nonsense'] })).toEqual({
      ...EMPTY_GCACW_DRAFT,
      attackerFlags: ['cavalryCharge'],
    });
    expect(readGcacwDraft(undefined)).toEqual(EMPTY_GCACW_DRAFT);
  });
});

/** A resolution's effects, as the engine's combat kind makes them. */
const combatEffects = (r: Resolution): GcacwCombatEffects => r.outcome.effects as GcacwCombatEffects;
const sideBySide = (defender: GcacwSideEffects, attacker: GcacwSideEffects): GcacwCombatEffects => ({ kind: 'combat', row: 0, dice: { attacker: 1, defender: 1 }, artillery: 0, defender, attacker });

describe('applying a GCACW result to the units', () => {
  it('gives a lone defender the whole loss and its letters; R* on a Demoralized-2 unit takes 1 more', () => {
    // Even sub-roll (+2), attacker 6, defender 1: row +11 → the ≥+10 row, 5DR* against 7 Combat Value.
    const r = resolve(draft, [2, 6, 1]);
    expect(r.outcome.label).toBe('Defender 5DR*, attacker a');
    const plans = GCACW_DESK.lossPlans(combatEffects(r), draft, new Map());
    expect(plans).toEqual([{ side: 'defender', measure: 'strength', words: ['Manpower', 'Manpower'], loss: 5, unitIds: ['heth'] }]);
    const after = GCACW_DESK.applyResult(combatEffects(r), draft, { defender: { heth: 5 } }, plans, roster);
    // The attacker's "a" changes no unit: only Heth comes back.
    expect(after).toEqual([{ ...roster.get('heth'), strength: 1, state: { combatValue: 7, artillery: 1, tactical: 2, fatigue: 4, disorganized: true, demoralized: 2 } }]);
    // The engine's own account of Heth agrees.
    expect(combatEffects(r).defender.units?.[0]?.after).toEqual({ manpower: 1, fatigue: 4, disorganized: true, demoralized: 2 });
  });

  it('lets the players split a shared loss, and gives every unit of the side the letters', () => {
    const r = resolve(draft, [2, 1, 6]);
    expect(r.outcome.label).toBe('Defender D, attacker 1D');
    const plans = GCACW_DESK.lossPlans(combatEffects(r), draft, new Map());
    expect(plans).toEqual([{ side: 'attacker', measure: 'strength', words: ['Manpower', 'Manpower'], loss: 1, unitIds: ['barlow', 'gibbon'] }]);
    const after = GCACW_DESK.applyResult(combatEffects(r), draft, { attacker: { barlow: 0, gibbon: 1 } }, plans, roster);
    expect(after.map((u) => [u.name, u.strength, u.state.fatigue, u.state.disorganized])).toEqual([
      ['Barlow', 10, 4, true],
      ['Gibbon', 5, 3, true],
      ['Heth', 7, 4, true],
    ]);
  });

  it('marks a unit with no Manpower left eliminated, and keeps an unknown Manpower unknown', () => {
    const d: GcacwDraft = { ...draft, defenders: ['wilcox'] };
    const effects = sideBySide({ result: parseResult('2DR'), manpowerLoss: 2 }, { result: parseResult('-'), manpowerLoss: 0 });
    const [wilcox] = GCACW_DESK.applyResult(effects, d, { defender: { wilcox: 2 } }, GCACW_DESK.lossPlans(effects, d, roster), roster);
    expect(wilcox).toMatchObject({ strength: null, state: { fatigue: 3, disorganized: true, demoralized: 1 } });
    expect(wilcox?.state.eliminated).toBeUndefined();
    const [gibbon] = GCACW_DESK.applyResult(sideBySide({ result: parseResult('6'), manpowerLoss: 6 }, { result: parseResult('-'), manpowerLoss: 0 }), { ...draft, defenders: ['gibbon'] }, { defender: { gibbon: 6 } }, [], roster);
    expect(gibbon).toMatchObject({ strength: 0, state: { eliminated: true } });
  });

  it('adds a unit from the roster stepper with its Combat Value, Manpower left to enter', () => {
    expect(GCACW_DESK.newUnit({ name: 'Union infantry 3', side: 'union', type: 'infantry', value: 4 })).toEqual({ name: 'Union infantry 3', side: 'union', type: 'infantry', strength: null, state: { combatValue: 4 } });
    expect(GCACW_DESK.valueOf(roster.get('heth') as UnitRecord)).toBe(7);
    expect(GCACW_DESK.valueOf(roster.get('green') as UnitRecord)).toBeUndefined();
  });
});

describe('what the map says about a GCACW combat', () => {
  const get = (id: string) => roster.get(id) as UnitRecord;

  function board(d: GcacwDraft) {
    const value = (id: string) => GCACW_DESK.valueOf(get(id));
    let map = placeUnit(defaultMap(), get('heth'), 'defender', d, value('heth'));
    for (const id of d.attackers) map = placeUnit(map, get(id), 'attacker', d, value(id));
    return map;
  }

  it('reads the defender’s terrain, the hexside crossed, the hex the attack comes from and the flank bonus, each to take', () => {
    const d: GcacwDraft = { ...draft, hexside: '', flankBonus: 0 };
    let map = board(d);
    const heth = parseHexKey(counterOf(map, 'heth')?.hex ?? '');
    const barlow = parseHexKey(counterOf(map, 'barlow')?.hex ?? '');
    map = paintTerrain(map, heth, 'hill');
    map = paintTerrain(map, barlow, 'woods');
    map = toggleHexsideFeature(map, hexsideBetween(barlow, heth), 'ford');
    // The counters show Combat Values (Barlow has 10 Manpower, 9 Combat Value). Barlow (N of Heth)
    // and Gibbon (NE) with their zones of control cover four hexes: no bonus yet.
    expect(map.counters.map((c) => [c.unitId, c.hex, c.strength])).toEqual([
      ['heth', '0,0', 7],
      ['barlow', '0,-1', 9],
      ['gibbon', '1,-1', 6],
    ]);
    expect(gcacwDeskClaims(map, d).find((c) => c.text.startsWith('Flank'))).toMatchObject({ text: 'Flank bonus none', agrees: true, reason: '4 of the 6 hexes around Heth (Confederate infantry 7) in 0,0 are covered' });
    // Swamps S and SW, joined to Heth by no road, cover the other two: +4.
    map = paintTerrain(paintTerrain(map, parseHexKey('0,1'), 'swamp'), parseHexKey('-1,1'), 'swamp');
    const claims = gcacwDeskClaims(map, d);
    expect(claims.map((c) => [c.text, c.agrees])).toEqual([
      ["Defender's terrain: hill", false],
      ['The attack crosses a ford', false],
      ['The attack comes from woods', false],
      ['Flank bonus +4', false],
    ]);
    expect(claims.every((c) => c.source.startsWith('Great Campaigns of the American Civil War, '))).toBe(true);
    const taken = takeAllClaims(d, (x) => gcacwDeskClaims(map, x));
    expect(taken).toMatchObject({ defenderTerrain: 'hill', hexside: 'ford', attackFrom: 'woods', flankBonus: 4 });
    expect(gcacwDeskClaims(map, taken).every((c) => c.agrees)).toBe(true);
  });

  it('says nothing while no defender is on the map', () => {
    expect(gcacwDeskClaims(defaultMap(), draft)).toEqual([]);
  });
});
