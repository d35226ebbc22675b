import { expect, fixture, html } from '@open-wc/testing';
import { until } from '../test-helpers';
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

  it('says why the raw data could not be read either, in the player’s words, and that nothing was deleted', async () => {
    const el = await fixture<AdjStorageError>(html`<adj-storage-error message="The storage failed."></adj-storage-error>`);
    const root = el.shadowRoot as ShadowRoot;
    // The browser's storage fails to open at all, in its own words.
    indexedDB.open = () => {
      throw new DOMException('Internal error opening backing store for indexedDB.open.', 'UnknownError');
    };
    try {
      root.querySelector('button')?.click();
      await until(() => root.querySelector('[role=status]') !== null, 'the export to be answered');
    } finally {
      Reflect.deleteProperty(indexedDB, 'open');
    }
    const said = root.querySelector('[role=status]')?.textContent ?? '';
    expect(said).to.match(/^The data could not be read either: this device’s storage could not be read\. .*Nothing has been deleted\.$/);
    expect(said).to.not.match(/UnknownError|backing store/);
  });
});
