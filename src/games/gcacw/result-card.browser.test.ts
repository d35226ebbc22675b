import { expect, fixture, html } from '@open-wc/testing';
import { engineApi } from '../../engine/api';
import type { LossPlan } from '../../desk/losses';
import type { UnitRecord } from '../../store/records';
import { eventsFrom } from '../../ui/test-helpers';
import type { AdjResultCard } from '../../ui/result-card/result-card.component';
import { given, root, tap } from '../../ui/result-card/result-card-test-helpers';
import '../../ui/result-card/result-card';

const UNITS: ReadonlyMap<string, UnitRecord> = new Map([['heth', { id: 'heth', gameId: 'g', name: 'Heth', side: 'confederate', type: 'infantry', strength: 5, state: {} }]]);

describe('adj-result-card for GCACW', () => {
  it('shares out a GCACW Manpower loss, and offers Apply for a result that changes units with no loss to share', async () => {
    const gcacw = {
      format: 1,
      game: 'gcacw',
      kind: 'combat',
      title: 'GTC',
      attack: 'normal',
      attacker: { side: 'union', units: [{ combatValue: 9, artillery: 5, tactical: 3 }] },
      defender: { units: [{ combatValue: 7, artillery: 1, tactical: 2 }] },
      terrain: { defenderHex: 'clear' },
    };
    const answer = engineApi.resolve(gcacw, { physical: [6, 1] });
    if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
    const plans: LossPlan[] = [{ side: 'defender', measure: 'strength', words: ['Manpower', 'Manpower'], loss: 3, unitIds: ['heth'] }];
    const el = await fixture<AdjResultCard>(html`<adj-result-card .resolution=${answer.value} .plans=${plans} .units=${UNITS} appliable></adj-result-card>`);
    expect(root(el).querySelector('legend')?.textContent).to.equal('Defender loses 3 Manpower: who takes them');
    expect(given(el, 'Heth')).to.equal('3');
    el.plans = [];
    await el.updateComplete;
    const applied = eventsFrom<unknown>(el, 'apply');
    await tap(el, 'Apply to units');
    expect(applied).to.deep.equal([{}]);
  });
});
