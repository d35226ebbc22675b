import { expect, fixture, html } from '@open-wc/testing';
import { resetMouse } from '@web/test-runner-commands';
import { hex } from '../../engine/hex/hex';
import { hexToPixel } from '../../engine/hex/pixel';
import { placeCounter } from '../../map/edit';
import { defaultMap } from '../../map/state';
import { loadPlugin } from '..';
import type { AdjMap } from '../../ui/map/map.component';
import { button, contrast, key, ringedDefender, root } from '../../ui/map/map-test-helpers';
import '../../ui/map/map';

const gcacw = await loadPlugin('gcacw');

describe('adj-map for GCACW', () => {
  afterEach(() => resetMouse());

  it('draws the status badge of a counter whose roster unit carries statuses no marker shows, and names them when it is selected', async () => {
    const linked = placeCounter(defaultMap(), { id: 'heth', hex: '0,0', side: 'confederate', type: 'infantry', strength: 7, label: 'Heth', unitId: 'u1', status: 'Fatigue 3' });
    const el = await fixture<AdjMap>(html`<adj-map .game=${gcacw.map} .map=${linked} .selectedId=${'heth'}></adj-map>`);
    expect(root(el).querySelector('.badge.unit-status')?.getAttribute('d')).to.match(/^M\S+ \S+m/);
    expect(root(el).querySelector('.panel .unit-status')?.textContent).to.equal('Status: Fatigue 3');
    expect(root(el).querySelector('.panel')?.textContent).to.contain('follow the roster');
    el.map = placeCounter(defaultMap(), { hex: '0,0', side: 'union', type: 'infantry', strength: 3 });
    await el.updateComplete;
    expect(root(el).querySelector('.badge.unit-status')?.hasAttribute('d')).to.equal(false);
  });

  it('shows the GCACW flank bonus round a selected defender and ranks its retreat when asked', async () => {
    let ring = placeCounter(defaultMap(), { id: 'def', hex: '0,0', side: 'confederate', type: 'infantry', strength: 6 });
    ring = placeCounter(ring, { id: 'n', hex: '0,-1', side: 'union', type: 'infantry', strength: 6 });
    ring = placeCounter(ring, { id: 's', hex: '0,1', side: 'union', type: 'infantry', strength: 6 });
    const el = await fixture<AdjMap>(html`<adj-map .game=${gcacw.map} .map=${ring} .selectedId=${'def'}></adj-map>`);
    expect(root(el).querySelector('.panel .verdict')?.textContent).to.equal('Flank bonus +4: 6 of 6 hexes covered.');
    expect(root(el).querySelector('.flank.covered')).to.not.equal(null);
    button(el, 'Retreat').click();
    await el.updateComplete;
    expect(root(el).querySelectorAll('.ranking li').length).to.equal(6);
    expect(root(el).querySelectorAll('.retreat.priority').length).to.equal(6);
    await expect(el).to.be.accessible();
  });

  it('writes the enemy’s chances in tags drawn over the counters, on a solid background, legible from the least zoom to the most', async () => {
    let map = placeCounter(defaultMap(), { id: 'a', hex: '0,0', side: 'union', type: 'infantry', strength: 6 });
    map = placeCounter(map, { id: 'b', hex: '2,-1', side: 'union', type: 'artillery', strength: 3 });
    const exposure = [
      { hex: '0,0', chance: 0.88, words: '88.0 %', weakest: true },
      { hex: '2,-1', chance: 0.28, words: '27.8 %', weakest: false },
    ];
    const el = await fixture<AdjMap>(html`<adj-map .game=${gcacw.map} .map=${map} .exposure=${exposure}></adj-map>`);
    // Paint order is document order: the shading under the counters, the tags over them and over the selection's outline.
    const layers = [...(root(el).querySelector('svg.world')?.children ?? [])].map((g) => g.getAttribute('class'));
    expect(layers.indexOf('exposure-layer')).to.be.below(layers.indexOf('counters'));
    expect(layers.indexOf('exposure-tags')).to.be.above(layers.indexOf('counters'));
    expect(layers.indexOf('exposure-tags')).to.be.above(layers.indexOf('highlight'));
    const tags = [...root(el).querySelectorAll('.exposure-tag')];
    // The highest chance last, on top where tags meet.
    expect(tags.map((t) => t.textContent?.trim())).to.deep.equal(['27.8 %', '88.0 %']);
    for (const tag of tags) {
      const box = getComputedStyle(tag.querySelector('rect') as Element);
      const words = getComputedStyle(tag.querySelector('text') as Element);
      expect(contrast(box.fill, words.fill), 'words on the tag').to.be.at.least(7);
      expect(Number.parseFloat(box.strokeWidth)).to.be.above(0);
    }
    for (const [zoom, key_] of [
      ['least', '-'],
      ['most', '+'],
    ] as const) {
      for (let i = 0; i < 25; i++) key(el, key_);
      for (const [i, tag] of tags.entries()) {
        const words = (tag.querySelector('text') as SVGTextElement).getBoundingClientRect();
        const box = (tag.querySelector('rect') as SVGRectElement).getBoundingClientRect();
        expect(words.height, `${zoom} zoom: the words' height on the screen`).to.be.within(14, 26);
        expect([box.top <= words.top, box.bottom >= words.bottom, box.left <= words.left, box.right >= words.right], `${zoom} zoom: the box round the words`).to.deep.equal([true, true, true, true]);
        // The tag stands above the middle of its hex's counter: the counter's strength, in its lower half, stays in sight.
        const centre = el.toClient(hexToPixel(i === 0 ? hex(2, -1) : hex(0, 0), el.layout));
        expect(box.bottom, `${zoom} zoom: the tag above the counter's strength`).to.be.at.most(centre.y);
      }
    }
    await expect(el).to.be.accessible();
  });

  it('names who covers each hex of GCACW flank cover round a defender, and the hex by its printed number', async () => {
    const map = ringedDefender();
    const el = await fixture<AdjMap>(html`<adj-map .map=${map}></adj-map>`);
    // The flank cover round Heth names who covers each hex, and the hex by its printed number.
    el.game = gcacw.map;
    el.selectedId = map.counters[0]?.id;
    await el.updateComplete;
    const flank = root(el).querySelector('.panel ul')?.textContent ?? '';
    expect(flank).to.contain('N (0302): covered — occupied by Union infantry 6 in 0302');
    expect(flank).to.contain('Wilcox, an undemoralized unit friendly to the defender');
  });
});
