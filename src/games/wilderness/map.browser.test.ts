import { expect, fixture, html } from '@open-wc/testing';
import { loadPlugin } from '..';
import type { AdjMap } from '../../ui/map/map.component';
import { root } from '../../ui/map/map-test-helpers';
import '../../ui/map/map';

const wilderness = await loadPlugin('wilderness');

describe('adj-map for The Wilderness Campaign', () => {
  it('offers each game its own terrain', async () => {
    const el = await fixture<AdjMap>(html`<adj-map .game=${wilderness.map} tool="terrain"></adj-map>`);
    const options = [...root(el).querySelectorAll('select[aria-label="Terrain to paint"] option')].map((o) => o.textContent);
    expect(options).to.deep.equal(['Clear', 'Mountain pass', 'Mountain', 'Estuary']);
  });
});
