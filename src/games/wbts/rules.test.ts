import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import bombardmentDoc from '../../../docs/games/wbts/bombardment.json';
import combatDoc from '../../../docs/games/wbts/combat.json';
import navalCombatDoc from '../../../docs/games/wbts/navalCombat.json';
import navalFortAttackDoc from '../../../docs/games/wbts/navalFortAttack.json';
import navalTransitDoc from '../../../docs/games/wbts/navalTransit.json';
import type { PlayerChart } from '../../engine/core/chart';
import { MARK } from '../../engine/core/figures';
import { engineApi } from '../../engine/api';
import type { GroundEffects, WbtsEffects } from '../../engine/games/wbts';
import { wbtsSchema } from '../../engine/games/wbts/schema/index';
import { withCharts } from '../../desk/charts';
import { describeFieldError } from '../../desk/field-labels';
import { parseRoster, rosterText } from '../../desk/roster-text';
import type { UnitRecord } from '../../store/records';
import { EMPTY_WBTS_DRAFT, type WbtsDraft, chitCaps, groundStages, netRating, readWbtsDraft, toWbtsDeclaredDescription, toWbtsDescription } from './draft';
import { rules as gameRules } from './index';
import { TRANSPORT } from './one-roll';
import { WBTS_DESK } from './rules';

const desk = gameRules.desk;
if (!desk) throw new Error('the War Between the States plug-in has a desk');
const { example } = desk;
const units = new Map(example.units.map((u) => [u.id, { ...u, gameId: 'g' }]));
const get = (id: string) => units.get(id) as UnitRecord;
const parse = (x: unknown) => {
  const { format: _format, game: _game, ...description } = x as Record<string, unknown>;
  return v.parse(wbtsSchema, description);
};
const effectsOf = (draft: WbtsDraft, dice: readonly number[]): WbtsEffects => {
  const answer = engineApi.resolve(withCharts(toWbtsDescription(draft, units), example.charts ?? {}), { physical: dice });
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return answer.value.outcome.effects as WbtsEffects;
};
/** The example's combat before its chits are picked. */
const atChits: WbtsDraft = { ...example.draft, stage: 'chits', chits: null };
/** The example's combat roll with both supply dice rolled 1 (a draft saved at an earlier version's supply step). */
const atCombat: WbtsDraft = { ...example.draft, stage: 'combat', supplyDice: { attacker: 1, defender: 1 } };
/** Its die change, the combat die rolled `die`. */
const atDieChange = (die: number, shift: WbtsDraft['shift'] = 'best'): WbtsDraft => ({ ...atCombat, stage: 'dieChange', combatDie: die, shift });
const resolved = (draft: WbtsDraft, dice: readonly number[]) => {
  const answer = engineApi.resolve(withCharts(toWbtsDescription(draft, units), example.charts ?? {}), { physical: dice });
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return answer.value;
};

describe('the War Between the States desk draft', () => {
  it("is docs/games/wbts.md's combat for the plug-in's example, its chits in: one roll from the initiative die to the combat die; then the change chosen on it", () => {
    // Lee may move the die (net 2): the roll stops at the combat die, its change chosen once it is seen.
    expect(parse(withCharts(toWbtsDescription(example.draft, units), example.charts ?? {}))).toEqual(parse({ ...combatDoc, dieStep: true }));
    const passed = { ...combatDoc, attacker: { ...combatDoc.attacker, initiative: 'passed' } };
    const chosen: WbtsDraft = { ...example.draft, stage: 'dieChange', supplyDice: { attacker: 6, defender: 1 }, combatDie: 3, shift: -1 };
    expect(parse(withCharts(toWbtsDescription(chosen, units), example.charts ?? {}))).toEqual(parse({ ...passed, supplyDice: { attacker: 6, defender: 1 }, combatDie: 3, shift: -1 }));
    // Equal ratings: nothing to choose, the roll is the whole combat. A contact has no combat die.
    expect(toWbtsDescription({ ...example.draft, commander: 'johnston' }, units)).not.toHaveProperty('dieStep');
    expect(toWbtsDescription({ ...example.draft, chits: { attacker: 0, defender: 0 } }, units)).not.toHaveProperty('dieStep');
  });

  it('asks for nothing while the chits are picked, and for the whole roll once they are in', () => {
    expect(WBTS_DESK.askable(atChits)).toBe(false);
    expect(WBTS_DESK.askable(example.draft)).toBe(true);
    expect(WBTS_DESK.askable({ ...example.draft, defenders: [] })).toBe(false);
    const plan = engineApi.analyse(withCharts(toWbtsDescription(example.draft, units), example.charts ?? {}));
    if (!plan.ok) throw new Error(JSON.stringify(plan.errors));
    expect(plan.value.dicePlan).toEqual(['combat initiative', "attacker's combat supply", "defender's combat supply", 'combat die']);
  });

  it('describes a storm from the fort hex, one hex, against units inside the fort, for the engine to resolve', () => {
    const storm: WbtsDraft = { ...example.draft, kind: 'storm', fort: 'fort' };
    const d = parse(withCharts(toWbtsDescription(storm, units), example.charts ?? {}));
    if (d.kind !== 'storm') throw new Error('a storm');
    expect(d.attacker.hexes.map((h) => [h.from, h.units.length])).toEqual([['fortHex', 3]]);
    expect(d.defender.fort).toBe('fort');
    expect(effectsOf(storm, [1, 1, 1, 1]).kind).toBe('storm');
  });

  it('reads a saved draft back, and the empty one from anything else; a roll without chits is the chits stage', () => {
    expect(readWbtsDraft(JSON.parse(JSON.stringify(example.draft)))).toEqual(example.draft);
    expect(readWbtsDraft('junk')).toEqual(EMPTY_WBTS_DRAFT);
    expect(readWbtsDraft({ ...example.draft, chits: { attacker: 9, defender: 1 } }).stage).toBe('chits');
    // Saved at an earlier version's initiative roll or supply step: the chits, or the roll with them.
    expect(readWbtsDraft({ ...example.draft, stage: 'initiative', chits: null }).stage).toBe('chits');
    expect(readWbtsDraft({ ...example.draft, stage: 'supply' })).toMatchObject({ stage: 'combat', chits: { attacker: 2, defender: 1 }, supplyDice: null });
    expect(readWbtsDraft({ ...example.draft, kind: 'attackFromMarch', stage: 'supply' })).toMatchObject({ stage: 'combat', supplyDice: null });
    expect(readWbtsDraft({ ...example.draft, stage: 'combat', supplyDice: { attacker: 2, defender: 5 } })).toMatchObject({ stage: 'combat', supplyDice: { attacker: 2, defender: 5 } });
    // The die change needs the die and the supply dice it was rolled with.
    expect(readWbtsDraft({ ...example.draft, stage: 'dieChange', supplyDice: { attacker: 2, defender: 5 } }).stage).toBe('combat');
    expect(readWbtsDraft({ ...example.draft, stage: 'dieChange', combatDie: 4 }).stage).toBe('combat');
    const change = { shift: 1, die: 5, cell: 'D2', attackerLoss: 1, defenderLoss: 2, attackerRetreats: false, defenderRetreats: true };
    const saved = { ...example.draft, stage: 'dieChange', supplyDice: { attacker: 2, defender: 5 }, combatDie: 4, dieChanges: [change, { shift: 'x' }], suggestedShift: 1 };
    expect(readWbtsDraft(saved)).toMatchObject({ stage: 'dieChange', combatDie: 4, dieChanges: [change], suggestedShift: 1 });
    expect(readWbtsDraft({ ...saved, stage: 'combat' })).toMatchObject({ dieChanges: [], suggestedShift: null, combatDie: null });
  });

  it('names a refusal of the sequence’s own fields in the players’ words', () => {
    // A combat roll whose supply dice were lost (a draft edited by hand): the engine names the field, the desk says it plainly.
    const draft: WbtsDraft = { ...example.draft, stage: 'combat', supplyDice: { attacker: 2 } };
    const answer = engineApi.resolve(withCharts(toWbtsDescription(draft, units), example.charts ?? {}), { physical: [3] });
    if (answer.ok) throw new Error('a combat roll without the defender’s supply die is refused');
    const words = answer.errors.map((e) => describeFieldError(e, draft, units, WBTS_DESK.fieldWords, WBTS_DESK.unitPaths?.(draft, units)));
    expect(words[0]).toMatch(/^Supply dice rolled defender: .*give its die \(Combat Supply\)/);
  });

  it('goes through the chits, the roll, and a die change only when a leader may move the die', () => {
    expect(groundStages(true)).toEqual(['chits', 'combat', 'dieChange']);
    expect(groundStages(false)).toEqual(['chits', 'combat']);
  });

  it("caps each chit at its leader's initiative (0 without one, 1 in an attack from march), and names the side moving the die", () => {
    expect(chitCaps(example.draft, units)).toEqual({ attacker: 4, defender: 3 });
    // Porter picked with the defenders and the defender not having chosen: Porter's. Chosen none: 0.
    expect(chitCaps({ ...example.draft, defendingLeader: null }, units)).toEqual({ attacker: 4, defender: 3 });
    expect(chitCaps({ ...example.draft, defendingLeader: '' }, units)).toEqual({ attacker: 4, defender: 0 });
    expect(chitCaps({ ...example.draft, defendingLeader: null, defenders: ['porter-corps'] }, units)).toEqual({ attacker: 4, defender: 0 });
    expect(chitCaps({ ...example.draft, kind: 'attackFromMarch' }, units)).toEqual({ attacker: 1, defender: 1 });
    expect(netRating(example.draft, units)).toEqual({ net: 2, chooser: 'attacker' });
    expect(netRating({ ...example.draft, commander: 'johnston' }, units)).toEqual({ net: 0, chooser: null });
  });
});

describe('a War Between the States attack as a phase plan declares it', () => {
  const declared = (draft: WbtsDraft) => withCharts(toWbtsDeclaredDescription(draft, units), example.charts ?? {});

  it('is the whole combat from the initiative roll, whatever step the desk is at: docs/games/wbts.md’s combat', () => {
    for (const draft of [atChits, example.draft, atCombat, atDieChange(3, -1)]) {
      expect(parse(declared({ ...draft, chits: example.draft.chits }))).toEqual(parse(combatDoc));
    }
    const weighed = engineApi.planMany([{ input: declared(example.draft), effects: false }])[0];
    // A failed initiative roll is no combat: the plan weighs it, with the rest of the combat.
    expect(weighed?.ok && weighed.value.outcomes.some((o) => o.figures.marks === MARK.noCombat)).toBe(true);
    expect(weighed?.ok && weighed.value.outcomes.some((o) => o.figures.defenderLoss > 0)).toBe(true);
  });

  it('weighs chits not yet picked at the most each leader allows, and a march attack with no initiative roll', () => {
    const unpicked = parse(declared(atChits)) as { attacker: { chit: number; initiative: string }; defender: { chit: number } };
    expect([unpicked.attacker.chit, unpicked.defender.chit]).toEqual([chitCaps(atChits, units).attacker, chitCaps(atChits, units).defender]);
    expect(unpicked.attacker.initiative).toBe('roll');
    const march = toWbtsDeclaredDescription({ ...atChits, kind: 'attackFromMarch' }, units) as { attacker: Record<string, unknown> };
    expect(march.attacker).not.toHaveProperty('initiative');
    expect(march.attacker['chit']).toBe(1);
  });
});

describe('a War Between the States result at the desk', () => {
  it('ends the combat on a failed initiative with no other die drawn: no attack, the desk where it was', () => {
    const failed = resolved(example.draft, [5]);
    expect(failed.dice.map((d) => [d.purpose, d.face])).toEqual([['combat initiative', 5]]);
    expect(failed.outcome.label).toBe('No attack: Lee fails his initiative roll');
    const effects = failed.outcome.effects as WbtsEffects;
    expect(WBTS_DESK.afterResult?.(effects, example.draft)).toBe(example.draft);
    expect(WBTS_DESK.applyResult(effects, example.draft, {}, [], units)).toEqual([]);
  });

  it('after the one roll, asks for the die change with the die and the supply dice it was rolled with, and every change it allows; nothing is applied yet', () => {
    const rolled = resolved(example.draft, [2, 6, 2, 4]);
    expect(rolled.dice.map((d) => d.purpose)).toEqual(['combat initiative', "attacker's combat supply", "defender's combat supply", 'combat die']);
    expect(rolled.outcome.label).toMatch(/^Lee passes; combat die 4 \(suggested: /);
    const die = rolled.outcome.effects as GroundEffects;
    expect(die).toMatchObject({ dieStep: true, attackMade: false, table: { die: 4 } });
    const next = WBTS_DESK.afterResult?.(die, { ...example.draft, shift: 2 });
    expect(next).toEqual({ ...example.draft, stage: 'dieChange', supplyDice: { attacker: 6, defender: 2 }, combatDie: 4, dieChanges: die.dieChanges, suggestedShift: die.table?.shift, shift: 'best' });
    expect(die.dieChanges.map((c) => [c.shift, c.die])).toEqual([[-2, 2], [-1, 3], [0, 4], [1, 5], [2, 6]]);
    expect(WBTS_DESK.applyResult(die, example.draft, {}, [], units)).toEqual([]);
    // Each change, resolved, reads what its button said, and is applied as that change.
    if (!next) throw new Error('the die change');
    for (const c of die.dieChanges) {
      const effects = effectsOf({ ...next, shift: c.shift }, []) as GroundEffects;
      expect([effects.table?.die, effects.table?.shift, effects.table?.cell, effects.attacker.lossSp, effects.defender.lossSp, effects.defender.retreats], `change ${c.shift}`).toEqual([4, c.shift, c.cell, c.attackerLoss, c.defenderLoss, c.defenderRetreats]);
      expect(WBTS_DESK.afterResult?.(effects, { ...next, shift: c.shift })).toMatchObject({ stage: 'chits', chits: null, combatDie: null, dieChanges: [] });
    }
  });

  it('brings a contact back to the next combat’s chits', () => {
    const contact: WbtsDraft = { ...example.draft, chits: { attacker: 0, defender: 0 } };
    const rolled = resolved(contact, [2, 6, 2]);
    expect(rolled.dice).toHaveLength(3);
    expect(WBTS_DESK.afterResult?.(rolled.outcome.effects as WbtsEffects, contact)).toEqual({ ...contact, stage: 'chits', chits: null, supplyDice: null });
  });

  it('after the combat is resolved, starts the next combat at its chits; New combat leaves no unit, leader or chit of it', () => {
    const effects = effectsOf(atDieChange(1), []);
    expect(WBTS_DESK.afterResult?.(effects, atDieChange(1))).toEqual({ ...atCombat, stage: 'chits', chits: null, supplyDice: null, combatDie: null });
    const march = { ...atDieChange(1), kind: 'attackFromMarch' as const, supplyDice: null };
    expect(WBTS_DESK.afterResult?.({ ...(effects as GroundEffects), kind: 'attackFromMarch' }, march)).toMatchObject({ stage: 'chits', chits: null });
    expect(WBTS_DESK.nextCombat?.({ ...atDieChange(1), defendingLeader: '' })).toMatchObject({
      attackers: [],
      defenders: [],
      stage: 'chits',
      chits: null,
      combatDie: null,
      orderedBy: null,
      commander: null,
      defendingLeader: null,
      commandedBy: {},
      secondHex: [],
    });
  });
  it("takes each unit's loss as the engine spread it, and marks a retreat the defender cannot ignore", () => {
    // Supplied both, die 1 moved +1 by Lee as suggested: 10/10, 2 SP each, one a unit, larger units first.
    const effects = effectsOf(atDieChange(1), []);
    expect(WBTS_DESK.lossPlans(effects, atDieChange(1), units)).toEqual([]);
    expect(WBTS_DESK.applyResult(effects, atDieChange(1), {}, [], units).map((u) => [u.id, u.strength, u.state])).toEqual([
      ['hq', 5, {}],
      ['johnston-corps', 7, {}],
      ['porter-corps', 9, {}],
      ['union-cavalry', 1, {}],
    ]);
    // In rough terrain the defender may ignore the retreat: not marked. In the open it retreats.
    const open = { ...atDieChange(6, 0), terrain: 'other' as const };
    const after = WBTS_DESK.applyResult(effectsOf(open, []), open, {}, [], units);
    expect(after.filter((u) => u.side === 'union').map((u) => [u.id, u.strength, u.state])).toEqual([
      ['porter-corps', 8, { retreated: true }],
      ['union-cavalry', 1, { retreated: true }],
      ['supply-train', 1, { retreated: true }],
    ]);
  });

  it('eliminates a unit its loss brings to 0', () => {
    const small = new Map(units).set('union-cavalry', { ...get('union-cavalry'), strength: 1 });
    const draft = { ...atDieChange(1), defenders: ['porter', 'union-cavalry'] };
    const answer = engineApi.resolve(withCharts(toWbtsDescription(draft, small), example.charts ?? {}), { physical: [] });
    if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
    const after = WBTS_DESK.applyResult(answer.value.outcome.effects as WbtsEffects, draft, {}, [], small);
    expect(after.find((u) => u.id === 'union-cavalry')).toMatchObject({ strength: 0, state: { eliminated: true } });
  });
});

/** The documented bombardment and naval examples' forces, as roster records. */
const record = (id: string, name: string, side: string, type: string, strength: number | null): UnitRecord => ({ id, name, side, type, strength, state: {}, gameId: 'g' });
const navalUnits = new Map(
  [
    { ...record('couch', 'Couch', 'union', 'leader', null), state: { rank: 'corps', initiative: 3, combatRating: 1 } },
    record('siege-train', 'Siege train', 'union', 'siegeTrain', 1),
    record('carondelet', 'USS Carondelet', 'union', 'naval', 3),
    record('pittsburg', 'USS Pittsburg', 'union', 'naval', 2),
    record('transport', 'Transport', 'union', TRANSPORT, 0),
    record('arkansas', 'CSS Arkansas', 'confederate', 'naval', 2),
    record('flotilla-a', 'Flotilla A', 'union', 'naval', 4),
    record('flotilla-b', 'Flotilla B', 'union', 'naval', 3),
    record('fort-henry', 'Fort Henry garrison', 'confederate', 'garrison', 3),
    record('essex', 'USS Essex', 'union', 'naval', 3),
  ].map((u) => [u.id, u]),
);
const oneRoll = (kind: WbtsDraft['kind'], attackers: string[], defenders: string[], more: Partial<WbtsDraft> = {}): WbtsDraft => ({ ...EMPTY_WBTS_DRAFT, kind, stage: 'roll', attackers, defenders, ...more });
/** Each kind's draft at the desk, and its documented example (docs/games/wbts/<kind>.json). */
const ONE_ROLL_EXAMPLES = {
  // The siege train is picked with Couch: the draft's count of siege trains is what the roll reads.
  bombardment: { draft: oneRoll('bombardment', ['couch', 'siege-train'], [], { siegeTrains: 2, fort: 'fortress', bombardmentColumn: 'Fortress' }), doc: bombardmentDoc },
  navalCombat: { draft: oneRoll('navalCombat', ['carondelet', 'pittsburg', 'transport'], ['arkansas']), doc: navalCombatDoc },
  navalFortAttack: { draft: oneRoll('navalFortAttack', ['flotilla-a', 'flotilla-b'], ['fort-henry'], { fort: 'fort', transitColumn: 'Fort' }), doc: navalFortAttackDoc },
  navalTransit: { draft: oneRoll('navalTransit', ['essex', 'transport'], [], { transitColumn: 'Fort' }), doc: navalTransitDoc },
} as const;
const chartsOf = (doc: { charts: unknown }) => doc.charts as Readonly<Record<string, PlayerChart>>;
const oneRollEffects = (kind: keyof typeof ONE_ROLL_EXAMPLES, dice: readonly number[], draft: WbtsDraft = ONE_ROLL_EXAMPLES[kind].draft, units = navalUnits): WbtsEffects => {
  const answer = engineApi.resolve(withCharts(WBTS_DESK.describe(draft, units), chartsOf(ONE_ROLL_EXAMPLES[kind].doc)), { physical: dice });
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return answer.value.outcome.effects as WbtsEffects;
};
const applied = (effects: WbtsEffects, draft: WbtsDraft, units = navalUnits) => WBTS_DESK.applyResult(effects, draft, {}, [], units).map((u) => [u.id, u.strength, u.state]);

describe('a siege bombardment or naval kind at the desk', () => {
  it.each(Object.entries(ONE_ROLL_EXAMPLES))("describes %s as docs/games/wbts.md's example", (_kind, { draft, doc }) => {
    expect(parse(withCharts(toWbtsDescription(draft, navalUnits), chartsOf(doc)))).toEqual(parse(doc));
  });

  it('is one roll: read back at it, asked once its side has someone, and the desk stays ready for the next of the same kind', () => {
    const { draft } = ONE_ROLL_EXAMPLES.navalCombat;
    expect(readWbtsDraft(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(readWbtsDraft({ ...draft, stage: 'combat', chits: { attacker: 1, defender: 1 } })).toEqual(draft);
    // A ground combat is never at the roll: it starts at its chits.
    expect(readWbtsDraft({ ...example.draft, stage: 'roll' }).stage).toBe('chits');
    expect(WBTS_DESK.askable(ONE_ROLL_EXAMPLES.bombardment.draft)).toBe(true);
    expect(WBTS_DESK.askable(ONE_ROLL_EXAMPLES.navalTransit.draft)).toBe(true);
    expect(WBTS_DESK.askable({ ...draft, defenders: [] })).toBe(false);
    for (const [kind, dice] of [['bombardment', [6, 4]], ['navalCombat', [4]], ['navalFortAttack', [6]], ['navalTransit', [2, 1]]] as const) {
      const at = ONE_ROLL_EXAMPLES[kind].draft;
      expect(WBTS_DESK.afterResult?.(oneRollEffects(kind, dice), at), kind).toBe(at);
    }
  });

  it('names the unit a refusal is about', () => {
    const units = new Map(navalUnits).set('pittsburg', { ...(navalUnits.get('pittsburg') as UnitRecord), strength: null });
    const { draft } = ONE_ROLL_EXAMPLES.navalCombat;
    const answer = engineApi.resolve(withCharts(WBTS_DESK.describe(draft, units), chartsOf(navalCombatDoc)), { physical: [1] });
    if (answer.ok) throw new Error('a naval unit without strength points is refused');
    const words = answer.errors.map((e) => describeFieldError(e, draft, units, WBTS_DESK.fieldWords, WBTS_DESK.unitPaths?.(draft, units)));
    expect(words[0]).toMatch(/^USS Pittsburg — strength points: /);
    expect(WBTS_DESK.unitPaths?.(ONE_ROLL_EXAMPLES.bombardment.draft, navalUnits)).toEqual({ leader: 'couch' });
    expect(WBTS_DESK.unitPaths?.(ONE_ROLL_EXAMPLES.navalTransit.draft, navalUnits)).toEqual({ 'units.0': 'essex', 'units.1': 'transport' });
  });

  it("takes a naval combat's losses as the engine spread them, eliminates, and marks a retreat", () => {
    const { draft } = ONE_ROLL_EXAMPLES.navalCombat;
    // 5 SP of combat strength (the transport has none) to 2: column 2-1. Die 4 reads D1 A1: the larger unit first.
    expect(applied(oneRollEffects('navalCombat', [4]), draft)).toEqual([
      ['carondelet', 2, {}],
      ['arkansas', 1, {}],
    ]);
    expect(applied(oneRollEffects('navalCombat', [6]), draft)).toEqual([['arkansas', 0, { eliminated: true }]]);
    expect(applied(oneRollEffects('navalCombat', [3]), draft)).toEqual([['arkansas', 2, { retreated: true }]]);
    expect(applied(oneRollEffects('navalCombat', [2]), draft)).toEqual([]);
  });

  it("takes a naval attack's loss off the garrison and the naval unit the players choose to lose, and leaves the transit rolls to the players", () => {
    const { draft } = ONE_ROLL_EXAMPLES.navalFortAttack;
    // 7 naval SP against 3 ×2 in a fort: 1-1. Die 6 reads 10/15*: 15% of 3 SP costs the garrison 1; the garrison ignores the retreat.
    const hit = oneRollEffects('navalFortAttack', [6]);
    expect(hit).toMatchObject({ navalUnitsLost: 1, garrison: { lossSp: 1 } });
    expect(applied(hit, draft)).toEqual([['fort-henry', 2, {}]]);
    // Die 1 reads 20r/5: a naval unit lost, the other retreats through a transit roll; the garrison loses nothing.
    const repulsed = oneRollEffects('navalFortAttack', [1, 5]);
    expect(repulsed).toMatchObject({ navalUnitsLost: 1, attackerRetreats: true, transit: [{ die: 5 }] });
    expect(applied(repulsed, draft)).toEqual([]);
    // Which naval unit the loss costs is the players' choice: one of the attackers, whole.
    const plans = WBTS_DESK.lossPlans(hit, draft, navalUnits);
    expect(plans).toEqual([{ side: 'attacker', measure: 'units', words: ['naval unit', 'naval units'], loss: 1, unitIds: ['flotilla-a', 'flotilla-b'] }]);
    expect(WBTS_DESK.applyResult(hit, draft, { attacker: { 'flotilla-a': 0, 'flotilla-b': 1 } }, plans, navalUnits).map((u) => [u.id, u.strength, u.state])).toEqual([
      ['fort-henry', 2, {}],
      ['flotilla-b', 3, { eliminated: true }],
    ]);
    // No loss, no choice; nor for another kind's draft.
    expect(WBTS_DESK.lossPlans({ ...hit, navalUnitsLost: 0 } as WbtsEffects, draft, navalUnits)).toEqual([]);
    expect(WBTS_DESK.lossPlans(hit, ONE_ROLL_EXAMPLES.navalCombat.draft, navalUnits)).toEqual([]);
  });

  it("takes each unit's Naval Transit Attack result, and leaves a bombardment's reductions to the checklist", () => {
    // Die 2 on the Fort column: 1 SP lost; die 1: destroyed.
    expect(applied(oneRollEffects('navalTransit', [2, 1]), ONE_ROLL_EXAMPLES.navalTransit.draft)).toEqual([
      ['essex', 2, {}],
      ['transport', 0, { eliminated: true }],
    ]);
    expect(applied(oneRollEffects('navalTransit', [3, 1]), { ...ONE_ROLL_EXAMPLES.navalTransit.draft, attackers: ['transport', 'essex'] })).toEqual([['essex', 0, { eliminated: true }]]);
    const bombarded = oneRollEffects('bombardment', [6, 4]);
    expect(bombarded).toMatchObject({ kind: 'bombardment', reductions: 1 });
    expect(applied(bombarded, ONE_ROLL_EXAMPLES.bombardment.draft)).toEqual([]);
  });
});

describe('a roster line that says which leader a unit is with', () => {
  const read = (text: string, existing: readonly { name: string; side: string; type: string }[] = []) => parseRoster(text, WBTS_DESK, existing);
  const lee = 'Lee, confederate, leader, R army, I 4, CR 3';

  it('keeps the leader named, on a line before or after, or already on the roster; and writes it back as it reads it', () => {
    const lines = read(`Army N.Va. HQ troops, confederate, infantry, SP 6, with Lee\n${lee}\nPorter, union, leader, R corps, I 3, CR 1\nPorter's Corps, union, infantry, 10, Porter`);
    const accepted = lines.flatMap((l) => (l.ok ? [l.unit] : []));
    expect(accepted.map((u) => [u.name, u.strength, u.state['with']])).toEqual([
      ['Army N.Va. HQ troops', 6, 'Lee'],
      ['Lee', null, undefined],
      ['Porter', null, undefined],
      ["Porter's Corps", 10, 'Porter'],
    ]);
    expect(parseRoster(rosterText(accepted, WBTS_DESK), WBTS_DESK).flatMap((l) => (l.ok ? [l.unit] : []))).toEqual(accepted);
    expect(read('6-3 infantry, CS, infantry, SP 6, With leader: lee', [{ name: 'Lee', side: 'confederate', type: 'leader' }])[0]).toMatchObject({ ok: true, unit: { state: { with: 'lee' } } });
  });

  it('refuses a line naming no leader of its own side on the roster, naming the line and the field', () => {
    const lines = read(`${lee}\nArmy N.Va. HQ troops, confederate, infantry, SP 6, with Leee\nPorter's Corps, union, infantry, SP 10, with Lee\n6-3 infantry, confederate, infantry, SP 6, with Army N.Va. HQ troops`);
    expect(lines.map((l) => [l.line, l.ok ? 'accepted' : l.reason])).toEqual([
      [1, 'accepted'],
      [2, 'With leader: no confederate leader on the roster is named “Leee”'],
      [3, 'With leader: no union leader on the roster is named “Lee”'],
      [4, 'With leader: no confederate leader on the roster is named “Army N.Va. HQ troops”'],
    ]);
    // A leader has no leader he is with.
    expect(read('Lee, confederate, leader, with Jackson')[0]).toMatchObject({ ok: false, reason: 'a leader has no With leader' });
  });
});

describe('a unit picked that says which leader it is with', () => {
  const withLee = new Map(units).set('hq', { ...get('hq'), state: { with: 'Lee' } }).set('porter-corps', { ...get('porter-corps'), state: { with: 'porter' } });
  const picked = (draft: WbtsDraft, id: string, side: 'attackers' | 'defenders', from = withLee) => WBTS_DESK.picked?.({ ...draft, [side]: [...draft[side], id] }, id, side, from);
  const empty: WbtsDraft = { ...EMPTY_WBTS_DRAFT };

  it('puts that leader in charge of a side with no leader yet', () => {
    expect(picked(empty, 'hq', 'attackers')).toEqual({ attackers: ['hq', 'lee'] });
    expect(picked(empty, 'porter-corps', 'defenders')).toEqual({ defenders: ['porter-corps', 'porter'] });
  });

  it('leaves a side that has a leader, a defender who chose none, a leader out of the game, and a naval kind as they were; a bombardment takes him as present', () => {
    expect(picked({ ...empty, attackers: ['johnston'] }, 'hq', 'attackers')).toEqual({});
    expect(picked({ ...empty, defendingLeader: '' }, 'porter-corps', 'defenders')).toEqual({});
    expect(picked(empty, 'hq', 'attackers', new Map(withLee).set('lee', { ...get('lee'), state: { ...get('lee').state, eliminated: true } }))).toEqual({});
    expect(picked({ ...empty, kind: 'navalCombat' }, 'hq', 'attackers')).toEqual({});
    // A bombardment reads the leader present.
    expect(picked({ ...empty, kind: 'bombardment' }, 'hq', 'attackers')).toEqual({ attackers: ['hq', 'lee'] });
    expect(picked(empty, 'six-three', 'attackers')).toEqual({});
  });
});
