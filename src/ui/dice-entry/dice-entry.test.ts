import { expect, fixture, html } from '@open-wc/testing';
import { engineApi } from '../../engine/api';
import { controls } from '../test-helpers';
import type { AdjDiceEntry } from './dice-entry.component';
import './dice-entry';
import { GAME_IDS } from '../../engine/core/source';

const root = (el: Element) => el.shadowRoot as ShadowRoot;
const face = (el: AdjDiceEntry, n: number) => root(el).querySelector<HTMLButtonElement>(`button[aria-label="Rolled ${n}"]`);

describe('adj-dice-entry', () => {
  it('names the die it wants and offers the six faces, each with its pips', async () => {
    const el = await fixture<AdjDiceEntry>(html`<adj-dice-entry purpose="combat die"></adj-dice-entry>`);
    expect(root(el).querySelector('#purpose')?.textContent).to.equal('Tap the combat die as rolled');
    const group = root(el).querySelector('[role=group]');
    expect(group?.getAttribute('aria-labelledby')).to.equal('purpose');
    const buttons = [...root(el).querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).to.deep.equal(['Rolled 1', 'Rolled 2', 'Rolled 3', 'Rolled 4', 'Rolled 5', 'Rolled 6']);
    expect(buttons.map((b) => b.querySelectorAll('circle').length)).to.deep.equal([1, 2, 3, 4, 5, 6]);
    await expect(el).to.be.accessible();
  });

  it('offers a ten-sided die’s ten faces as numbers, five a row', async () => {
    const el = await fixture<AdjDiceEntry>(html`<adj-dice-entry purpose="combat die" sides="10"></adj-dice-entry>`);
    const buttons = [...root(el).querySelectorAll('button')];
    expect(buttons.map((b) => b.getAttribute('aria-label'))).to.deep.equal(Array.from({ length: 10 }, (_, i) => `Rolled ${i + 1}`));
    expect(buttons.map((b) => b.textContent?.trim())).to.deep.equal(Array.from({ length: 10 }, (_, i) => String(i + 1)));
    expect(getComputedStyle(root(el).querySelector('.faces') as Element).gridTemplateColumns.split(' ')).to.have.length(5);
    await expect(el).to.be.accessible();
  });

  it('follows a change of purpose', async () => {
    const el = await fixture<AdjDiceEntry>(html`<adj-dice-entry purpose="combat die"></adj-dice-entry>`);
    el.purpose = 'artillery sub-roll';
    await el.updateComplete;
    expect(root(el).querySelector('#purpose')?.textContent).to.equal('Tap the artillery sub-roll as rolled');
  });

  it('fires `die` with the face tapped, out through the page', async () => {
    const el = await fixture<AdjDiceEntry>(html`<adj-dice-entry purpose="combat die"></adj-dice-entry>`);
    const got: number[] = [];
    // Listened for above the element: the event bubbles out to the desk.
    el.parentElement?.addEventListener('die', (e) => got.push((e as CustomEvent<number>).detail));
    for (const n of [4, 1, 6, 2, 5, 3]) face(el, n)?.click();
    expect(got).to.deep.equal([4, 1, 6, 2, 5, 3]);
  });

  it('gives the engine a die it takes as typed in', async () => {
    const el = await fixture<AdjDiceEntry>(html`<adj-dice-entry purpose="combat die"></adj-dice-entry>`);
    let tapped: number | undefined;
    el.addEventListener('die', (e) => (tapped = (e as CustomEvent<number>).detail));
    face(el, 5)?.click();
    const input = {
      format: 1,
      game: GAME_IDS[0],
      kind: 'infantry-combat',
      attackers: [{ name: 'V Corps', strength: 12 }],
      defenders: [{ name: 'Rodes', strength: 4 }],
      hastyAttack: false,
      defenderHex: { terrain: 'clear', entrenched: true },
    };
    const answer = engineApi.resolve(input, { physical: [tapped ?? 0] });
    if (!answer.ok) throw new Error(JSON.stringify(answer.errors));
    expect(answer.value.dice.map((d) => [d.purpose, d.face, d.source.kind])).to.deep.equal([['combat die', 5, 'physical']]);
  });

  it('gives every face a touch target of at least 44 px', async () => {
    const el = await fixture<AdjDiceEntry>(html`<adj-dice-entry purpose="combat die"></adj-dice-entry>`);
    const all = controls(root(el));
    expect(all).to.have.length(6);
    for (const control of all) {
      const box = control.getBoundingClientRect();
      expect(box.height, control.outerHTML).to.be.at.least(44);
      expect(box.width, control.outerHTML).to.be.at.least(44);
    }
  });
});
