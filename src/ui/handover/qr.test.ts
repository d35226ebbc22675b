import { expect, fixture, html } from '@open-wc/testing';
import decodeQR from 'qr/decode.js';
import { recordCombat } from '../../store/combats';
import type { AdjutantDb } from '../../store/db';
import { lastHandedOver, rememberHandedOver } from '../../store/handover';
import { combatFor, gameWithUnits } from '../../store/test-data';
import { exportGame, importGame } from '../../store/transfer';
import { expectTouchTargets, freshDb, until } from '../test-helpers';
import type { AdjHandover } from './handover.component';
import type { AdjQrFrames } from './qr-frames.component';
import type { AdjQrRead } from './qr-read.component';
import './handover';

/** Tablet A with a game of two combats; tablet B was handed it, and A remembers so. */
async function twoTablets(): Promise<{ a: AdjutantDb; b: AdjutantDb; gameId: string }> {
  const { db: a, game } = await gameWithUnits();
  await recordCombat(a, combatFor(game.id, 2000));
  await recordCombat(a, combatFor(game.id, 2001));
  const b = freshDb();
  const whole = await exportGame(a, game.id);
  const imported = await importGame(b, whole);
  if (!imported.ok) throw new Error('fixture');
  await rememberHandedOver(a, game.id, lastHandedOver(whole));
  return { a, b, gameId: game.id };
}

const shadow = (el: Element) => el.shadowRoot as ShadowRoot;
const status = (el: AdjHandover) => shadow(el).querySelector(':host > p[role=status]')?.textContent?.trim() ?? '';

function button(root: ShadowRoot, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll('button')].find((b) => (b.getAttribute('aria-label') ?? b.textContent?.trim()) === name);
  if (!found) throw new Error(`no button "${name}"`);
  return found;
}

/** Reads the QR code drawn on screen, as a camera would see it: the SVG rasterised, then the library's decoder. */
async function readDrawnCode(frames: AdjQrFrames): Promise<string> {
  const svg = shadow(frames).querySelector('.code svg') as SVGSVGElement;
  const modules = svg.viewBox.baseVal.width;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
  await image.decode();
  const size = modules * 5;
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = size;
  const context = canvas.getContext('2d') as CanvasRenderingContext2D;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, 0, 0, size, size);
  return decodeQR(context.getImageData(0, 0, size, size));
}

/** Opens A's hand-over, picks what to hand over, shows the codes and reads each one off the screen, stepping by hand. */
async function codesShownBy(a: AdjutantDb, gameId: string, what: RegExp): Promise<string[]> {
  const sender = await fixture<AdjHandover>(html`<adj-handover .db=${a} gameId=${gameId}></adj-handover>`);
  const details = shadow(sender).querySelector('details') as HTMLDetailsElement;
  details.open = true;
  await until(() => !!shadow(sender).querySelector('fieldset'), 'the send choices');
  const choice = [...shadow(sender).querySelectorAll('label.choice')].find((l) => what.test(l.textContent ?? ''));
  (choice?.querySelector('input') as HTMLInputElement).click();
  button(shadow(sender), 'Show as QR codes').click();
  await until(() => !!shadow(sender).querySelector('adj-qr-frames'), 'the codes');
  const frames = shadow(sender).querySelector('adj-qr-frames') as AdjQrFrames;
  await frames.updateComplete;
  expectTouchTargets(shadow(frames), 3);
  await expect(frames).to.be.accessible();
  const count = Number(/of (\d+)/.exec(shadow(frames).querySelector('p.count')?.textContent ?? '')?.[1]);
  const texts: string[] = [];
  button(shadow(frames), 'Pause').click();
  for (let i = 0; i < count; i++) {
    await frames.updateComplete;
    const shown = Number(shadow(frames).querySelector('.code')?.getAttribute('data-frame'));
    texts[shown - 1] = await readDrawnCode(frames);
    button(shadow(frames), 'Next frame').click();
  }
  sender.remove();
  return texts;
}

async function receiverReading(b: AdjutantDb, gameId: string): Promise<{ receiver: AdjHandover; reader: AdjQrRead }> {
  const receiver = await fixture<AdjHandover>(html`<adj-handover .db=${b} gameId=${gameId}></adj-handover>`);
  button(shadow(receiver), 'Read QR codes with the camera').click();
  await until(() => !!shadow(receiver).querySelector('adj-qr-read'), 'the reader');
  return { receiver, reader: shadow(receiver).querySelector('adj-qr-read') as AdjQrRead };
}

describe('adj-handover by QR codes', () => {
  it('hands the whole game over as QR frames read off the screen, out of order and one twice, and the receiver merges it', async () => {
    const { a, b, gameId } = await twoTablets();
    for (let i = 0; i < 8; i++) await recordCombat(a, combatFor(gameId, 3000 + i));
    const texts = await codesShownBy(a, gameId, /whole game/);
    expect(texts.length).to.be.greaterThan(2);
    const { receiver, reader } = await receiverReading(b, gameId);
    let received = 0;
    receiver.addEventListener('log-received', () => received++);
    const [first, ...rest] = texts;
    for (const text of [...rest.reverse(), rest[0] as string]) reader.takeText(text);
    await reader.updateComplete;
    const progress = shadow(reader).querySelector('[role=status]')?.textContent ?? '';
    expect(progress).to.contain(`Read ${texts.length - 1} of ${texts.length} frames.`);
    expect(shadow(reader).querySelector('li[aria-label="Frame 1, still to read"]')).to.not.equal(null);
    await expect(reader).to.be.accessible();
    reader.takeText(first as string);
    await until(() => status(receiver).startsWith('Took in'), 'the merge');
    expect(status(receiver)).to.equal('Took in 8 entries from the QR codes; 2 already here.');
    expect(received).to.equal(1);
    expect((await b.combats.where('gameId').equals(gameId).sortBy('id')).map((c) => c.at)).to.deep.equal([2000, 2001, ...Array.from({ length: 8 }, (_, i) => 3000 + i)]);
  });

  it('shows a fork handed over as only the new entries, and keeps both logs as they were', async () => {
    const { a, b, gameId } = await twoTablets();
    await recordCombat(a, combatFor(gameId, 6000));
    await recordCombat(b, combatFor(gameId, 5000));
    const texts = await codesShownBy(a, gameId, /Only what is new since the last hand-over \(1 entry\)/);
    const { receiver, reader } = await receiverReading(b, gameId);
    for (const text of texts) reader.takeText(text);
    await until(() => !!shadow(receiver).querySelector('.fork'), 'the fork');
    expect(status(receiver)).to.equal('The two logs part after entry 2: nothing was changed.');
    const lines = [...shadow(receiver).querySelectorAll('.fork dd')].map((dd) => dd.textContent ?? '');
    expect(lines[0]).to.contain(new Date(5000).toLocaleString());
    expect(lines[1]).to.contain(new Date(6000).toLocaleString());
    expect((await b.combats.where('gameId').equals(gameId).sortBy('id')).map((c) => c.at)).to.deep.equal([2000, 2001, 5000]);
    expect((await a.combats.where('gameId').equals(gameId).sortBy('id')).map((c) => c.at)).to.deep.equal([2000, 2001, 6000]);
  });

  it('says plainly when the camera cannot be used, and the file path stays offered', async () => {
    const { b, gameId } = await twoTablets();
    const { receiver, reader } = await receiverReading(b, gameId);
    await until(() => !!shadow(reader).querySelector('[role=alert]'), 'the camera problem');
    expect(shadow(reader).querySelector('[role=alert]')?.textContent).to.match(/take the game in as a file/i);
    expect(shadow(receiver).querySelector('input[type=file]')).to.not.equal(null);
  });

  it('says a camera another app holds as such, never the browser’s name for the failure', async () => {
    const { b, gameId } = await twoTablets();
    const devices = navigator.mediaDevices;
    const real = devices.getUserMedia;
    devices.getUserMedia = () => Promise.reject(new DOMException('Could not start video source', 'NotReadableError'));
    try {
      const { reader } = await receiverReading(b, gameId);
      await until(() => !!shadow(reader).querySelector('[role=alert]'), 'the camera problem');
      const said = shadow(reader).querySelector('[role=alert]')?.textContent ?? '';
      expect(said).to.match(/another app may be using it.*take the game in as a file/i);
      expect(said).to.not.match(/NotReadable|video source/);
    } finally {
      devices.getUserMedia = real;
    }
  });
});

