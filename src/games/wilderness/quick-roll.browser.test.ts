import { expect } from '@open-wc/testing';
import { until } from '../../ui/test-helpers';
import { button, open, shownResult, tables } from '../../ui/tables/quick-roll-test-helpers';

describe('Wilderness quick rolls in the tables browser', () => {
  it('rolls the Wilderness cavalry probe', async () => {
    const el = await tables('wilderness');
    const form = await open(el, 'Cavalry Probe');
    button(form, 'The probed enemy is entrenched').click();
    await el.updateComplete;
    button(form, 'Roll').click();
    await until(() => shownResult(form) !== '', 'the result');
    expect(shownResult(form)).to.match(/^Probe (un)?successful$/);
    expect(form.querySelector('.steps')?.textContent).to.contain('Cavalry Probe Chart');
  });
});
