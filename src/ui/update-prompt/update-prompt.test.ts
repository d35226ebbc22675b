import { expect, fixture, html } from '@open-wc/testing';
import type { AdjUpdatePrompt } from './update-prompt.component';
import './update-prompt';

describe('adj-update-prompt', () => {
  it('applies the update only when the player taps it', async () => {
    let applied = 0;
    const el = await fixture<AdjUpdatePrompt>(html`<adj-update-prompt .apply=${() => applied++}></adj-update-prompt>`);
    expect(applied).to.equal(0);
    await expect(el).to.be.accessible();
    el.shadowRoot?.querySelector<HTMLButtonElement>('button')?.click();
    expect(applied).to.equal(1);
  });

  it('can be put off without applying anything', async () => {
    let applied = 0;
    const el = await fixture<AdjUpdatePrompt>(html`<adj-update-prompt .apply=${() => applied++}></adj-update-prompt>`);
    el.shadowRoot?.querySelector<HTMLButtonElement>('button.secondary')?.click();
    expect(el.hidden).to.equal(true);
    expect(applied).to.equal(0);
  });
});
