import { expect } from '@open-wc/testing';
import { numeralPath } from './numerals';
import { Gestures, LABEL_FONT, MAX_ZOOM, MIN_ZOOM, View, labelScale } from './view';

describe('map view', () => {
  it('zooms about a point, keeping the map point under it in place, within limits', () => {
    const view = new View();
    view.panBy(10, 20);
    const at = { x: 100, y: 50 };
    const before = { x: (at.x - view.x) / view.k, y: (at.y - view.y) / view.k };
    view.zoomAt(at, 2);
    expect(view.k).to.equal(2);
    expect((at.x - view.x) / view.k).to.be.closeTo(before.x, 1e-9);
    expect((at.y - view.y) / view.k).to.be.closeTo(before.y, 1e-9);
    view.zoomAt(at, 100);
    expect(view.k).to.equal(MAX_ZOOM);
    expect(view.transform).to.match(/^translate\(.+px, .+px\) scale\(4\)$/);
  });

  it('keeps a label written over the map between 13 and 18 px on the screen at every zoom', () => {
    const onScreen = (k: number) => LABEL_FONT * k * labelScale(k);
    expect([MIN_ZOOM, 0.5, 1, 1.2, MAX_ZOOM].map((k) => Math.round(onScreen(k) * 100) / 100)).to.deep.equal([13, 13, 14, 16.8, 18]);
    expect(labelScale(1)).to.equal(1);
  });

  it('fits a large map inside the viewport, centred', () => {
    const view = new View();
    view.fit(2000, 1000, 500, 500);
    expect(view.k).to.equal(0.25);
    expect(view.y).to.equal((500 - 250) / 2);
  });

  it('tells a tap from a pan, and pinches with two pointers', () => {
    const seen: string[] = [];
    const g = new Gestures({
      tap: (p) => seen.push(`tap ${p.x},${p.y}`),
      pan: (dx, dy) => seen.push(`pan ${dx},${dy}`),
      zoom: (_p, f) => seen.push(`zoom ${f}`),
    });
    g.down(1, { x: 0, y: 0 });
    g.move(1, { x: 3, y: 0 });
    g.up(1, { x: 3, y: 0 }, false);
    expect(seen).to.deep.equal(['tap 3,0']);
    seen.length = 0;
    g.down(1, { x: 0, y: 0 });
    g.move(1, { x: 20, y: 0 });
    g.up(1, { x: 20, y: 0 }, false);
    expect(seen).to.deep.equal(['pan 20,0']);
    seen.length = 0;
    // A finger that creeps within the tap's slop before it pans: the map still follows it all the way.
    g.down(1, { x: 0, y: 0 });
    g.move(1, { x: 5, y: 2 });
    g.move(1, { x: 20, y: 4 });
    g.move(1, { x: 30, y: 4 });
    g.up(1, { x: 30, y: 4 }, false);
    expect(seen).to.deep.equal(['pan 20,4', 'pan 10,0']);
    seen.length = 0;
    g.down(1, { x: 0, y: 0 });
    g.down(2, { x: 10, y: 0 });
    g.move(2, { x: 20, y: 0 });
    g.up(2, { x: 20, y: 0 }, false);
    g.up(1, { x: 0, y: 0 }, false);
    expect(seen).to.deep.equal(['pan 5,0', 'zoom 2']);
  });

  it('a cancelled pointer never taps', () => {
    let taps = 0;
    const g = new Gestures({ tap: () => taps++, pan: () => undefined, zoom: () => undefined });
    g.down(1, { x: 0, y: 0 });
    g.up(1, { x: 0, y: 0 }, true);
    expect(taps).to.equal(0);
  });
});

describe('stroked numerals', () => {
  it('draws each digit from its segments, centred', () => {
    // "1" is the two right-hand segments of a cell 5 wide and 10 tall, centred on (0, 0).
    expect(numeralPath('1', { x: 0, y: 0 }, 10)).to.equal('M2.5 -5v5M2.5 0v5');
    expect(numeralPath('8', { x: 0, y: 0 }, 10).match(/M/g)).to.have.length(7);
    expect(numeralPath('2.5', { x: 0, y: 0 }, 10)).to.contain('h0.01');
  });
});
