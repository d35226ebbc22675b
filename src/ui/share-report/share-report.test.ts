import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import type { AdjShareReport, SharedReport } from './share-report.component';
import { expectTouchTargets } from '../test-helpers';
import { reportPng } from './report-image';
import './share-report';
import { GAME_IDS, GAME_NAMES } from '../../engine/core/source';

const TEXT = [`Saturday — ${GAME_NAMES[GAME_IDS[0]]}`, '', 'V Corps → Heth', 'Dice (typed in from the table): combat die 5 typed in', 'Result: Defender retreats'].join('\n');

/** Replaces the browser's Web Share for one test; the returned list collects what was shared. */
function fakeShare(takesFiles: boolean | undefined): { shared: ShareData[]; restore: () => void } {
  const shared: ShareData[] = [];
  const own = ['share', 'canShare'].map((k) => [k, Object.getOwnPropertyDescriptor(navigator, k)] as const);
  const share = takesFiles === undefined ? undefined : async (data: ShareData) => void shared.push(data);
  const canShare = takesFiles === undefined ? undefined : (data: ShareData) => takesFiles || data.files === undefined;
  Object.defineProperty(navigator, 'share', { value: share, configurable: true });
  Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true });
  return {
    shared,
    restore: () => own.forEach(([k, d]) => (d ? Object.defineProperty(navigator, k, d) : Reflect.deleteProperty(navigator, k))),
  };
}

function button(el: AdjShareReport, name: RegExp): HTMLButtonElement {
  const found = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => name.test(b.textContent ?? ''));
  if (!found) throw new Error(`no button ${String(name)}`);
  return found;
}

describe('adj-share-report', () => {
  it('draws the report as a non-empty PNG as wide as the card, tall enough for every line', async () => {
    const png = await reportPng(TEXT);
    expect(png.type).to.equal('image/png');
    expect(png.size).to.be.greaterThan(1000);
    const bitmap = await createImageBitmap(png);
    expect(bitmap.width).to.equal(960);
    expect(bitmap.height).to.be.at.least(5 * 28);
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const ctx = canvas.getContext('2d');
    ctx?.drawImage(bitmap, 0, 0);
    const pixels = ctx?.getImageData(0, 0, bitmap.width, bitmap.height).data ?? new Uint8ClampedArray();
    let dark = 0;
    for (let i = 0; i < pixels.length; i += 4) if ((pixels[i] ?? 255) < 128) dark++;
    expect(dark).to.be.greaterThan(500);
  });

  it('hands the image to the share sheet as a file where the browser takes files', async () => {
    const fake = fakeShare(true);
    try {
      const el = await fixture<AdjShareReport>(html`<adj-share-report .text=${TEXT} fileBase="saturday-combat"></adj-share-report>`);
      await expect(el).to.be.accessible();
      const done = oneEvent(el, 'report-shared');
      button(el, /as an image/).click();
      const { detail } = (await done) as CustomEvent<SharedReport>;
      expect(detail.via).to.equal('share');
      expect(detail.file.name).to.equal('saturday-combat.png');
      expect(detail.file.size).to.be.greaterThan(1000);
      expect(fake.shared[0]?.files?.[0]).to.equal(detail.file);
    } finally {
      fake.restore();
    }
  });

  it('shares the text, and saves a file where there is no share sheet', async () => {
    const fake = fakeShare(false);
    try {
      const el = await fixture<AdjShareReport>(html`<adj-share-report .text=${TEXT} fileBase="saturday-combat"></adj-share-report>`);
      let done = oneEvent(el, 'report-shared');
      button(el, /as text/).click();
      expect(((await done) as CustomEvent<SharedReport>).detail.via).to.equal('share');
      expect(fake.shared[0]?.text).to.equal(TEXT);
      // Takes no files: the image is saved instead.
      done = oneEvent(el, 'report-shared');
      button(el, /as an image/).click();
      const { detail } = (await done) as CustomEvent<SharedReport>;
      expect(detail.via).to.equal('download');
      expect(el.shadowRoot?.querySelector('[role="status"]')?.textContent).to.equal('Saved as saturday-combat.png.');
    } finally {
      fake.restore();
    }
    const none = fakeShare(undefined);
    try {
      const el = await fixture<AdjShareReport>(html`<adj-share-report .text=${TEXT} fileBase="log"></adj-share-report>`);
      const done = oneEvent(el, 'report-shared');
      button(el, /as text/).click();
      const { detail } = (await done) as CustomEvent<SharedReport>;
      expect(detail.via).to.equal('download');
      expect(await detail.file.text()).to.equal(TEXT);
    } finally {
      none.restore();
    }
  });

  it('offers nothing to share while there is no report', async () => {
    const el = await fixture<AdjShareReport>(html`<adj-share-report></adj-share-report>`);
    expect(button(el, /as text/).disabled).to.equal(true);
  });

  it('gives both buttons a touch target of at least 44 px', async () => {
    const el = await fixture<AdjShareReport>(html`<adj-share-report .text=${TEXT}></adj-share-report>`);
    expectTouchTargets(el.shadowRoot as ShadowRoot, 2);
  });
});
