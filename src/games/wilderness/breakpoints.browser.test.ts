import { expect, fixture, html } from '@open-wc/testing';
import { engineApi } from '../../engine/api';
import type { Breakpoint } from '../../engine/core/breakpoints';
import type { AdjBreakpoints } from '../../ui/breakpoints/breakpoints.component';
import '../../ui/breakpoints/breakpoints';
// 28 against 11, entrenched: one die on the 5-8 table, column 2-1, +1.
import wildernessInfantry from '../../../docs/games/wilderness/infantry-combat.json';

function hintsOf(input: unknown): readonly Breakpoint[] {
  const answer = engineApi.breakpoints(input);
  if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
  return answer.value;
}

describe('adj-breakpoints', () => {
  it('lists the changes that move the documented combat, the first three in sight, with the chance each gives', async () => {
    const hints = hintsOf(wildernessInfantry);
    const el = await fixture<AdjBreakpoints>(html`<adj-breakpoints .hints=${hints}></adj-breakpoints>`);
    const root = el.shadowRoot as ShadowRoot;
    const items = [...root.querySelectorAll('li')].map((li) => li.textContent?.replace(/\s+/g, ' ').trim());
    expect(items).to.have.length(hints.length);
    expect(items[0]).to.contain(`${hints[0]?.change}: ${hints[0]?.moves}`);
    expect(root.querySelector('ul')?.querySelectorAll('li')).to.have.length(Math.min(3, hints.length));
    if (hints.length > 3) expect(root.querySelector('summary')?.textContent).to.equal(`${hints.length - 3} more`);
    await expect(el).to.be.accessible();
  });

  it('draws nothing when no one change moves the combat', async () => {
    const el = await fixture<AdjBreakpoints>(html`<adj-breakpoints .hints=${[]}></adj-breakpoints>`);
    expect(el.shadowRoot?.querySelector('h3')).to.equal(null);
  });
});
