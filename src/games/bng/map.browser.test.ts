import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { neighbour } from '../../engine/hex/direction';
import { hex } from '../../engine/hex/hex';
import { hexsideBetween } from '../../engine/hex/hexside';
import { hexCorners, hexToPixel } from '../../engine/hex/pixel';
import { placeCounter } from '../../map/edit';
import { MARKERS, defaultMap, gridMap } from '../../map/state';
import { loadPlugin } from '..';
import { controls, until } from '../../ui/test-helpers';
import type { AdjMap } from '../../ui/map/map.component';
import { numeralPath } from '../../ui/map/numerals';
import { button, duel, key, lastChange, pointer, root, status, tapAt, tapHex, translation, verdict, viewport } from '../../ui/map/map-test-helpers';
import '../../ui/map/map';

const [bng, gcacw] = await Promise.all([loadPlugin('bng'), loadPlugin('gcacw')]);

describe('adj-map', () => {
  afterEach(() => resetMouse());

  it('draws a radius-3 patch by default, with accessible controls of at least 44 px', async () => {
    const el = await fixture<AdjMap>(html`<adj-map .game=${bng.map}></adj-map>`);
    expect(root(el).querySelectorAll('.hex').length).to.be.greaterThan(0);
    expect(viewport(el).getAttribute('aria-label')).to.equal('Hex map, patch of radius 3');
    for (const c of controls(root(el))) {
      const box = c.getBoundingClientRect();
      expect(Math.min(box.width, box.height), c.textContent ?? '').to.be.at.least(44);
    }
    expect(button(el, 'Select').getAttribute('aria-pressed')).to.equal('true');
    await expect(el).to.be.accessible();
  });

  it('places a counter where it is tapped, without touching its input', async () => {
    const start = defaultMap();
    const el = await fixture<AdjMap>(html`<adj-map .game=${bng.map} .map=${start} tool="place"></adj-map>`);
    const seen = lastChange(el);
    await tapHex(el, hex(1, -1));
    expect(seen.map?.counters).to.deep.equal([{ id: 'c1', hex: '1,-1', side: 'union', type: 'infantry', strength: 4, markers: [] }]);
    expect(start.counters).to.have.length(0);
    expect(root(el).querySelector('.counter-body.union')?.getAttribute('d')).to.match(/^M\S+ \S+m-15 -15h30v30h-30z$/);
    expect(status(el)).to.contain('Placed in hex 1,-1');
  });

  it('draws a strength as the numeral strokes, moved onto the counter in one piece', async () => {
    const map = placeCounter(defaultMap(), { hex: '1,0', side: 'confederate', type: 'dummy', strength: 28 });
    const el = await fixture<AdjMap>(html`<adj-map .game=${bng.map} .map=${map}></adj-map>`);
    const c = hexToPixel(hex(1, 0), el.layout);
    const drawn = root(el).querySelector('.strength.confederate') as SVGPathElement;
    const expected = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    expected.setAttribute('d', numeralPath('28', { x: c.x, y: c.y + 7 }, 9));
    drawn.ownerSVGElement?.append(expected);
    expect(drawn.getTotalLength()).to.be.closeTo(expected.getTotalLength(), 0.01);
    // Sampled between the ends: at length 0 the drawn path is still at the counter's centre, where its first move goes.
    for (let i = 0; i < 20; i++) {
      const [a, b] = [drawn, expected].map((p) => p.getPointAtLength((p.getTotalLength() * (i + 0.5)) / 20)) as [DOMPoint, DOMPoint];
      expect(Math.hypot(a.x - b.x, a.y - b.y)).to.be.below(0.15);
    }
    expected.remove();
  });

  it('draws the badge of every marker a counter can carry, and none it does not', async () => {
    const marked = placeCounter(defaultMap(), { hex: '0,0', side: 'union', type: 'infantry', strength: 3, markers: [...MARKERS] });
    const el = await fixture<AdjMap>(html`<adj-map .game=${bng.map} .map=${marked}></adj-map>`);
    for (const m of MARKERS) expect(root(el).querySelector(`.badge.${m}`)?.getAttribute('d'), m).to.match(/^M\S+ \S+m/);
    el.map = placeCounter(defaultMap(), { hex: '0,0', side: 'union', type: 'infantry', strength: 3, markers: ['entrenched'] });
    await el.updateComplete;
    expect(MARKERS.filter((m) => root(el).querySelector(`.badge.${m}`)?.hasAttribute('d'))).to.deep.equal(['entrenched']);
  });

  it('toggles a hexside feature on the side nearest a tap', async () => {
    const el = await fixture<AdjMap>(html`<adj-map .game=${bng.map} tool="hexside"></adj-map>`);
    const seen = lastChange(el);
    // Just inside hex 0,0, near the middle of its south side (corners 1 and 2).
    const centre = hexToPixel(hex(0, 0), el.layout);
    const [a, b] = [hexCorners(hex(0, 0), el.layout)[1], hexCorners(hex(0, 0), el.layout)[2]] as [{ x: number; y: number }, { x: number; y: number }];
    const near = { x: centre.x + ((a.x + b.x) / 2 - centre.x) * 0.85, y: centre.y + ((a.y + b.y) / 2 - centre.y) * 0.85 };
    await tapAt(el, near);
    const side = hexsideBetween(hex(0, 0), neighbour(hex(0, 0), 3));
    expect(seen.map?.hexsides).to.deep.equal({ [side]: ['river'] });
    expect(root(el).querySelector('.side.f-river')).to.not.equal(null);
    await tapAt(el, near);
    expect(seen.map?.hexsides).to.deep.equal({});
  });

  it('reads the line of sight between two counters: blocked by woods, clear once the woods are gone', async () => {
    const el = await fixture<AdjMap>(html`<adj-map .game=${bng.map} .map=${duel}></adj-map>`);
    await tapHex(el, hex(0, 0));
    expect(root(el).querySelector('.panel h3')?.textContent).to.equal('Union artillery 3 in 0,0');
    await tapHex(el, hex(2, 0));
    expect(verdict(el)).to.equal('Line of sight from Union artillery 3 in 0,0 to Confederate infantry 5 in 2,0: blocked.');
    expect(root(el).querySelector('.panel ul.blocked')?.textContent).to.contain('woods at level 1').and.contain('9.33');
    expect(root(el).querySelector('line.los.blocked')).to.not.equal(null);
    await until(() => status(el).includes('blocked'), 'the verdict announced');
    await expect(el).to.be.accessible();

    button(el, 'Paint terrain').click();
    await el.updateComplete;
    const select = root(el).querySelector('select[aria-label="Terrain to paint"]') as HTMLSelectElement;
    select.value = 'clear';
    select.dispatchEvent(new Event('change'));
    await tapHex(el, hex(1, 0));
    expect(verdict(el)).to.contain(': clear.');
    expect(root(el).querySelector('line.los.clear')).to.not.equal(null);
  });

  it('shows artillery range and zones of control for the selected counter', async () => {
    const el = await fixture<AdjMap>(html`<adj-map .game=${bng.map} .map=${duel} .selectedId=${'gun'}></adj-map>`);
    expect(root(el).querySelector('.range.reduced')).to.not.equal(null);
    expect(root(el).querySelector('.zoc.union')).to.not.equal(null);
    expect(root(el).querySelector('.zoc.confederate')).to.not.equal(null);
    expect(root(el).querySelector('.panel')?.textContent).to.contain('Artillery range 3').and.contain('9.19');
  });

  it('works from the keyboard: cursor, Enter, hexside keys, zoom and Escape', async () => {
    const el = await fixture<AdjMap>(html`<adj-map .game=${bng.map} tool="place"></adj-map>`);
    const seen = lastChange(el);
    viewport(el).focus();
    key(el, 'ArrowRight');
    await el.updateComplete;
    expect(status(el)).to.equal('Hex 1,0, clear, level 1, no counters');
    key(el, 'ArrowDown');
    key(el, 'Enter');
    await el.updateComplete;
    expect(seen.map?.counters[0]?.hex).to.equal('1,1');
    for (let i = 0; i < 5; i++) key(el, 'ArrowRight');
    await el.updateComplete;
    expect(status(el)).to.contain('Edge of the map');

    button(el, 'Hexside feature').click();
    await el.updateComplete;
    key(el, 'ArrowLeft');
    key(el, 'ArrowLeft');
    key(el, 'w');
    key(el, 'Enter');
    await el.updateComplete;
    expect(seen.map?.hexsides).to.deep.equal({ [hexsideBetween(hex(1, 1), hex(1, 0))]: ['river'] });
    expect(status(el)).to.contain('Added river on side N of hex 1,1');

    const world = root(el).querySelector('.world') as SVGGElement;
    const before = world.style.transform;
    key(el, '+');
    expect(world.style.transform).not.to.equal(before);

    button(el, 'Select').click();
    key(el, 'Enter');
    await el.updateComplete;
    expect(el.selectedId).to.equal('c1');
    key(el, 'Escape');
    await el.updateComplete;
    expect(el.selectedId).to.equal(undefined);
  });

  it('pans with a real mouse drag, the map following the pointer from where it went down, by transform only', async () => {
    const el = await fixture<AdjMap>(html`<adj-map .game=${bng.map} .map=${duel}></adj-map>`);
    const seen = lastChange(el);
    const counters = root(el).querySelector('.counters') as SVGGElement;
    const box = viewport(el).getBoundingClientRect();
    const mid = { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
    const before = translation(el);
    await sendMouse({ type: 'move', position: [mid.x, mid.y] });
    await sendMouse({ type: 'down' });
    // First a creep within a tap's slop, then away: the whole way counts.
    await sendMouse({ type: 'move', position: [mid.x + 4, mid.y + 2] });
    await sendMouse({ type: 'move', position: [mid.x + 40, mid.y + 10] });
    // Panning changes no reactive state: nothing re-renders.
    expect(el.isUpdatePending).to.equal(false);
    // Released outside the map: the pointer was captured, so the map still sees the drag end.
    const outside = Math.round(box.bottom + 30);
    await sendMouse({ type: 'move', position: [mid.x + 40, outside] });
    await sendMouse({ type: 'up' });
    const after = translation(el);
    expect(after.x - before.x).to.be.closeTo(40, 1e-6);
    expect(after.y - before.y).to.be.closeTo(outside - mid.y, 1e-6);
    expect(seen.map, 'a drag places nothing').to.equal(undefined);
    expect(root(el).querySelector('.counters')).to.equal(counters);
  });

  it('pinch-zooms with two pointers, by transform only', async () => {
    const el = await fixture<AdjMap>(html`<adj-map .game=${bng.map} .map=${duel}></adj-map>`);
    const world = root(el).querySelector('.world') as SVGGElement;
    const counters = root(el).querySelector('.counters') as SVGGElement;
    const scale = () => Number(/scale\(([\d.]+)\)/.exec(world.style.transform)?.[1]);
    const k0 = scale();
    const box = viewport(el).getBoundingClientRect();
    const mid = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    pointer(el, 'pointerdown', { x: mid.x - 20, y: mid.y }, 1);
    pointer(el, 'pointerdown', { x: mid.x + 20, y: mid.y }, 2);
    pointer(el, 'pointermove', { x: mid.x + 60, y: mid.y }, 2);
    expect(el.isUpdatePending).to.equal(false);
    pointer(el, 'pointerup', { x: mid.x + 60, y: mid.y }, 2);
    pointer(el, 'pointerup', { x: mid.x - 20, y: mid.y }, 1);
    expect(scale()).to.be.closeTo(k0 * 2, 1e-4);
    expect(root(el).querySelector('.counters')).to.equal(counters);
    expect(el.selectedId).to.equal(undefined);
  });

  it('moves a counter in two taps, removes one in one, sets elevation and grows the patch', async () => {
    const el = await fixture<AdjMap>(html`<adj-map .game=${bng.map} .map=${duel} tool="move"></adj-map>`);
    const seen = lastChange(el);
    await tapHex(el, hex(2, 0));
    expect(status(el)).to.contain('Picked up Confederate infantry 5 in hex 2,0');
    await tapHex(el, hex(2, 1));
    expect(seen.map?.counters.find((c) => c.id === 'reb')?.hex).to.equal('2,1');

    button(el, 'Remove').click();
    await el.updateComplete;
    await tapHex(el, hex(2, 1));
    expect(seen.map?.counters.map((c) => c.id)).to.deep.equal(['gun']);

    button(el, 'Elevation').click();
    await el.updateComplete;
    button(el, 'Level 3').click();
    await el.updateComplete;
    await tapHex(el, hex(-1, 0));
    expect(seen.map?.levels).to.deep.equal({ '-1,0': 3 });
    expect(root(el).querySelector('.level.l3')).to.not.equal(null);

    button(el, 'Grow patch').click();
    await el.updateComplete;
    expect(seen.map?.shape).to.deep.equal({ kind: 'patch', center: '0,0', radius: 4 });
    expect(viewport(el).getAttribute('aria-label')).to.equal('Hex map, patch of radius 4');
  });

  it('draws a grid map, names hexes by their printed numbers and offers no growing', async () => {
    const el = await fixture<AdjMap>(html`<adj-map .game=${bng.map} .map=${gridMap(6, 4)}></adj-map>`);
    expect(viewport(el).getAttribute('aria-label')).to.equal('Hex map, 6 by 4 hexes');
    key(el, 'ArrowRight');
    await el.updateComplete;
    expect(status(el)).to.equal('Hex 0201, clear, level 1, no counters');
    expect([...root(el).querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Grow patch')).to.equal(false);
  });

  it('fits a map that starts hidden once it is shown', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div hidden><adj-map .game=${bng.map}></adj-map></div>`);
    const el = wrapper.querySelector('adj-map') as AdjMap;
    await el.updateComplete;
    const world = root(el).querySelector('.world') as SVGSVGElement;
    expect(world.style.transform).to.equal('');
    wrapper.hidden = false;
    await until(() => world.style.transform !== '', 'the map fitted');
    const box = viewport(el).getBoundingClientRect();
    const centre = el.toClient(hexToPixel(hex(0, 0), el.layout));
    expect(Math.abs(centre.x - (box.left + box.width / 2))).to.be.below(2);
  });

  it('fits again when the viewport changes size (the tablet turned), unless the player moved the view, which keeps its centre', async () => {
    const wrapper = await fixture<HTMLDivElement>(html`<div style="width: 600px"><adj-map .game=${bng.map}></adj-map></div>`);
    const el = wrapper.querySelector('adj-map') as AdjMap;
    await el.updateComplete;
    const world = root(el).querySelector('.world') as SVGGElement;
    const scale = () => Number(/scale\(([\d.]+)\)/.exec(world.style.transform)?.[1]);
    await until(() => world.style.transform !== '', 'the map fitted');
    const centreOffset = () => {
      const box = viewport(el).getBoundingClientRect();
      const centre = el.toClient(hexToPixel(hex(0, 0), el.layout));
      return { x: centre.x - (box.left + box.width / 2), y: centre.y - (box.top + box.height / 2) };
    };
    const wide = scale();
    wrapper.style.width = '200px';
    await until(() => scale() < wide, 'fitted to the narrow viewport');
    expect(Math.abs(centreOffset().x)).to.be.below(2);

    // Moved by the player: a resize keeps the map point at the centre, at the player's zoom.
    key(el, '+');
    const zoomed = scale();
    const before = centreOffset();
    wrapper.style.width = '600px';
    await until(() => Math.abs(centreOffset().x - before.x) < 2 && viewport(el).clientWidth > 500, 'the centre kept');
    expect(scale()).to.equal(zoomed);
    expect(centreOffset().y).to.be.closeTo(before.y, 2);
  });

  it('builds the legend when it is opened: each counter type and marker with its symbol', async () => {
    const el = await fixture<AdjMap>(html`<adj-map .game=${bng.map}></adj-map>`);
    const details = root(el).querySelector('details.legend') as HTMLDetailsElement;
    expect(details.querySelectorAll('li')).to.have.length(0);
    (details.querySelector('summary') as HTMLElement).click();
    await until(() => details.querySelectorAll('li').length === 13, 'the legend listed');
    const items = [...details.querySelectorAll('li')].map((li) => li.textContent?.trim());
    expect(items).to.include.members(['artillery', 'gunboat', 'entrenched']);
    expect(items.at(-1)).to.match(/^other status of its roster unit/);
    expect(details.querySelector('li:last-child .badge.unit-status')).not.to.equal(null);
    await expect(el).to.be.accessible();
  });

  it('shows Blue & Grey fire ranges only in Blue & Grey', async () => {
    const el = await fixture<AdjMap>(html`<adj-map .game=${gcacw.map} .map=${duel} .selectedId=${'gun'}></adj-map>`);
    expect(root(el).querySelector('.range')).to.equal(null);
    expect(root(el).querySelector('.panel')?.textContent).not.to.contain('Artillery range');
  });

});
