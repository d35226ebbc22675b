import { expect, fixture, html } from '@open-wc/testing';
import type { AdjStorageError } from './storage-error.component';
import './storage-error';

describe('adj-storage-error', () => {
  it('says what happened and offers the raw data, accessibly', async () => {
    const el = await fixture<AdjStorageError>(html`<adj-storage-error message="Written by a newer version."></adj-storage-error>`);
    const root = el.shadowRoot as ShadowRoot;
    expect(root.querySelector('[role=alert]')?.textContent).to.contain('Written by a newer version.');
    expect(root.querySelector('button')?.textContent).to.contain('Export raw data');
    await expect(el).to.be.accessible();
  });
});
