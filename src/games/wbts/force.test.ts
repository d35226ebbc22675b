import { describe, expect, it } from 'vitest';
import { withCharts } from '../../desk/charts';
import { type ForceEngine, searchSmallestForce } from '../../desk/force';
import type { PlannedAttack } from '../../desk/plan';
import { exact } from '../../plan/exact';
import { planApi } from '../../plan/plan-api';
import { TAKE_THE_HEX } from '../../plan/success';
import type { WbtsDraft } from './draft';
import { rules as wbtsRules } from './index';
import { WBTS_DESK } from './rules';

describe('the smallest War Between the States force for a chance', () => {
  it('takes a War Between the States leader along in every force: he commits no strength points', async () => {
    const desk = wbtsRules.desk;
    if (!desk) throw new Error('the War Between the States plug-in has a desk');
    const wbtsUnits = new Map(desk.example.units.map((u) => [u.id, { ...u, gameId: 'g' }]));
    const asked: unknown[] = [];
    const counting: ForceEngine = {
      successMany: async (inputs, success, shared) => {
        asked.push(...(JSON.parse(inputs) as Record<string, unknown>[]).map((d) => ({ ...d, ...shared })));
        return planApi.successMany(inputs, success, shared);
      },
    };
    const describe = (draft: WbtsDraft) => withCharts(WBTS_DESK.describe({ ...draft, stage: 'chits' }, wbtsUnits), desk.example.charts ?? {});
    const plan: PlannedAttack<WbtsDraft> = { id: 'w', draft: desk.example.draft, success: TAKE_THE_HEX };
    const found = await searchSmallestForce(plan, exact(1), wbtsUnits, WBTS_DESK, counting, describe);
    // Three troops, so seven forces, each with both leaders; none is sure of the hex.
    expect(found?.weighed).toBe(7);
    expect(found?.reaches).toBe(false);
    expect(found?.force.ids.slice(0, 2)).toEqual(['lee', 'johnston']);
    expect(asked.every((input) => JSON.stringify(input).includes('"leaders":[{"name":"Lee"'))).toBe(true);
  });
});
