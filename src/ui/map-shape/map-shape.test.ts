import { expect, fixture, html } from '@open-wc/testing';
import { defaultMap, gridMap, type MapState } from '../../map/state';
import { placeCounter } from '../../map/edit';
import { eventsFrom, expectTouchTargets } from '../test-helpers';
import type { AdjMapShape } from './map-shape.component';
import './map-shape';

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const button = (el: AdjMapShape, text: string) => {
  const found = [...root(el).querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(text));
  if (!found) throw new Error(`no button "${text}"`);
  return found;
};
async function open(map: MapState) {
  const el = await fixture<AdjMapShape>(html`<adj-map-shape .map=${map}></adj-map-shape>`);
  root(el).querySelector('summary')?.click();
  await el.updateComplete;
  return el;
}
async function submitSize(el: AdjMapShape, columns: string, rows: string) {
  const [c, r] = [...root(el).querySelectorAll('input')];
  if (!c || !r) throw new Error('no size fields');
  c.value = columns;
  r.value = rows;
  button(el, 'Use a map this size').click();
  await el.updateComplete;
}

describe('adj-map-shape', () => {
  it('says what the map is, and offers a sketch or the printed map, accessibly and in reach of a finger', async () => {
    const el = await open(defaultMap());
    expect(root(el).querySelector('summary')?.textContent).to.equal('The map is a sketch round the combat, 3 hexes out. Change…');
    expectTouchTargets(root(el), 4);
    await expect(el).to.be.accessible();
    el.map = gridMap(32, 24);
    await el.updateComplete;
    expect(root(el).querySelector('summary')?.textContent).to.equal('The map is the printed map, 32 × 24 hexes. Change…');
    expect([...root(el).querySelectorAll('input')].map((i) => i.value)).to.deep.equal(['32', '24']);
  });

  it('starts an empty grid the size typed, up to 60 by 40, straight away when the map holds nothing', async () => {
    const el = await open(defaultMap());
    const shapes = eventsFrom<MapState>(el, 'map-shape');
    await submitSize(el, '60', '40');
    expect(shapes).to.deep.equal([gridMap(60, 40)]);
    button(el, 'A new sketch').click();
    expect(shapes[1]).to.deep.equal(defaultMap());
  });

  it('names each size that is wrong and starts nothing', async () => {
    const el = await open(defaultMap());
    const shapes = eventsFrom<MapState>(el, 'map-shape');
    await submitSize(el, '61', 'ten');
    expect([...root(el).querySelectorAll('.error')].map((p) => p.textContent)).to.deep.equal([
      'Columns: a whole number from 1 to 60, as printed on the map',
      'Rows: a whole number from 1 to 40, as printed on the map',
    ]);
    expect([...root(el).querySelectorAll('input')].map((i) => i.getAttribute('aria-invalid'))).to.deep.equal(['true', 'true']);
    expect(shapes).to.have.length(0);
    await expect(el).to.be.accessible();
    await submitSize(el, '20', '10');
    expect(root(el).querySelector('.error')).to.equal(null);
    expect(shapes).to.deep.equal([gridMap(20, 10)]);
  });

  it('asks before clearing a map that holds counters, and keeps it if the player says so', async () => {
    const el = await open(placeCounter(defaultMap(), { hex: '0,0', side: 'union', type: 'infantry', strength: 12 }));
    const shapes = eventsFrom<MapState>(el, 'map-shape');
    await submitSize(el, '60', '40');
    expect(shapes).to.have.length(0);
    expect(root(el).querySelector('[role=alert]')?.textContent).to.contain('clears the one on the desk');
    button(el, 'Keep this map').click();
    await el.updateComplete;
    expect(root(el).querySelector('[role=alert]')).to.equal(null);
    expect(shapes).to.have.length(0);
    await submitSize(el, '60', '40');
    button(el, 'Clear it and start the printed map, 60 × 40 hexes').click();
    expect(shapes).to.deep.equal([gridMap(60, 40)]);
  });
});
