import { expect } from '@open-wc/testing';
import { prepareMap } from './prepare';

describe('prepareMap', () => {
  it('draws a map out of sight and leaves nothing behind: no element, no event', async () => {
    const before = document.body.childElementCount;
    const heard: string[] = [];
    const listen = (e: Event) => heard.push(e.type);
    for (const type of ['map-change', 'map-select']) document.addEventListener(type, listen);
    let drawn = false;
    // Watches the sample map go in and come out again.
    const watcher = new MutationObserver((records) => (drawn ||= records.some((r) => [...r.addedNodes].some((n) => n instanceof HTMLElement && n.querySelector('adj-map')))));
    watcher.observe(document.body, { childList: true });
    await prepareMap();
    await Promise.resolve();
    watcher.disconnect();
    for (const type of ['map-change', 'map-select']) document.removeEventListener(type, listen);
    expect(drawn, 'a map was put in the page').to.equal(true);
    expect(document.querySelector('adj-map') === null, 'the map is taken away').to.equal(true);
    expect(document.body.childElementCount).to.equal(before);
    expect(heard).to.deep.equal([]);
  });

  it('draws it once in a page: asked again, it does nothing more', async () => {
    await prepareMap();
    let added = 0;
    const watcher = new MutationObserver((records) => (added += records.reduce((n, r) => n + r.addedNodes.length, 0)));
    watcher.observe(document.body, { childList: true });
    await prepareMap();
    await Promise.resolve();
    watcher.disconnect();
    expect(added).to.equal(0);
  });
});
