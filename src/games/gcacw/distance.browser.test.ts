import { expect, fixture, html } from '@open-wc/testing';
import { engineApi } from '../../engine/api';
import { deviceKey, spokenFingerprint } from '../../store/keys';
import { GAME, threeAttacks } from './test-attacks';
import { twoTablets } from '../../store/test-distance';
import { expectTouchTargets, storageFull, until } from '../../ui/test-helpers';
import type { AdjDistance } from '../../ui/distance/distance.component';
import '../../ui/distance/distance';

const engine = { resolve: async (input: unknown, dice: Parameters<typeof engineApi.resolve>[1]) => engineApi.resolve(input, dice) };

/** Tablet A made a GCACW game; tablet B imported it. Each has its own database, so its own key. */
const root = (el: AdjDistance) => el.shadowRoot as ShadowRoot;
const button = (el: AdjDistance, text: string) => {
  const found = [...root(el).querySelectorAll('button')].find((b) => b.textContent?.trim().startsWith(text));
  if (!found) throw new Error(`no button “${text}” in ${[...root(el).querySelectorAll('button')].map((b) => b.textContent?.trim()).join(' | ')}`);
  return found;
};
const outgoing = (el: AdjDistance) => root(el).querySelector<HTMLTextAreaElement>('textarea.outgoing')?.value ?? '';
const status = (el: AdjDistance) => root(el).querySelector('[role=status]')?.textContent ?? '';
const alert = (el: AdjDistance) => root(el).querySelector('[role=alert]')?.textContent ?? '';
const settled = (el: AdjDistance) => [...root(el).querySelectorAll('ol.settled li')].map((li) => li.textContent?.trim());

async function paste(el: AdjDistance, text: string): Promise<void> {
  const area = root(el).querySelector<HTMLTextAreaElement>('#pasted');
  if (!area) throw new Error('no paste box');
  area.value = text;
  area.dispatchEvent(new Event('input'));
  await el.updateComplete;
  button(el, 'Take in the message').click();
}

describe('adj-distance', () => {
  it('settles a phase of three attacks with one message each way, both tablets showing the same dice, and refuses a tampered message', async () => {
    const { a, b, gameId } = await twoTablets(GAME, 'Spotsylvania');
    const onA = await fixture<AdjDistance>(html`<adj-distance .db=${a} gameId=${gameId} .engine=${engine} .attacks=${() => threeAttacks()} open></adj-distance>`);
    const onB = await fixture<AdjDistance>(html`<adj-distance .db=${b} gameId=${gameId} .engine=${engine} open></adj-distance>`);
    let logged = 0;
    onA.addEventListener('log-received', () => logged++);

    await until(() => !!root(onB).querySelector('.fp'), 'B’s fingerprint');
    button(onB, 'Make the opening message').click();
    await until(() => outgoing(onB).includes('ADJM1.'), 'B’s opening message');
    expect(outgoing(onB)).to.match(/^Adjutant, “Spotsylvania”: the opening message — message 1 from /);
    expect(outgoing(onB)).to.contain(`${location.origin}/games/${encodeURIComponent(gameId)}/message#ADJM1.`);

    await paste(onA, outgoing(onB));
    await until(() => status(onA).includes('Pinned'), 'B pinned on A');
    const fpB = spokenFingerprint((await deviceKey(b))?.info.fp ?? '');
    expect(root(onA).querySelector('[aria-label="Your opponent\'s fingerprint"]')?.textContent).to.equal(fpB);
    expect([...root(onA).querySelectorAll('ol.declare li')].map((li) => li.textContent)).to.deep.equal(threeAttacks().map((t) => t.label));
    expectTouchTargets(root(onA), 7);
    await expect(onA).to.be.accessible();

    button(onA, 'Declare these 3 combats').click();
    await until(() => outgoing(onA).includes('3 combats declared'), 'A’s declaration');
    const declaration = outgoing(onA);

    // A message changed on the way is refused, naming why, and nothing is written.
    const payload = /ADJM1\.[A-Za-z0-9_-]+\./.exec(declaration)?.[0] ?? '';
    const flipped = `${payload.slice(0, 60)}${payload[60] === 'A' ? 'B' : 'A'}${payload.slice(61)}`;
    await paste(onB, flipped);
    await until(() => alert(onB) !== '', 'the refusal');
    expect(alert(onB)).to.match(/^Not taken in: .*Nothing was changed\.$/);
    expect(await b.combats.count()).to.equal(0);

    await paste(onB, declaration);
    await until(() => settled(onB).length === 3, 'the dice settled on B');
    expect(outgoing(onB)).to.contain('the dice of 3 combats');
    expect(await b.combats.count()).to.equal(3);

    await paste(onA, outgoing(onB));
    await until(() => settled(onA).length === 3, 'the dice taken in on A');
    expect(settled(onA)).to.deep.equal(settled(onB));
    expect(logged).to.equal(1);
    await expect(onB).to.be.accessible();
  });

  it('takes in a message handed in by a link as soon as it is open', async () => {
    const { a, b, gameId } = await twoTablets(GAME, 'Spotsylvania');
    const onB = await fixture<AdjDistance>(html`<adj-distance .db=${b} gameId=${gameId} .engine=${engine} open></adj-distance>`);
    await until(() => !!root(onB).querySelector('.fp'), 'B’s fingerprint');
    button(onB, 'Make the opening message').click();
    await until(() => outgoing(onB).includes('ADJM1.'), 'B’s opening message');
    const link = outgoing(onB).split('\n').at(-1) ?? '';
    const onA = await fixture<AdjDistance>(html`<adj-distance .db=${a} gameId=${gameId} .engine=${engine} incoming=${new URL(link).hash.slice(1)}></adj-distance>`);
    await until(() => status(onA).startsWith('From the link: Pinned'), 'the message from the link');
    expect(onA.open).to.equal(true);
  });

  it('says in the player’s words what was not saved with the device’s storage full, and that nothing was sent or taken in', async () => {
    const { a, b, gameId } = await twoTablets(GAME, 'Spotsylvania');
    const onA = await fixture<AdjDistance>(html`<adj-distance .db=${a} gameId=${gameId} .engine=${engine} .attacks=${() => threeAttacks()} open></adj-distance>`);
    const onB = await fixture<AdjDistance>(html`<adj-distance .db=${b} gameId=${gameId} .engine=${engine} open></adj-distance>`);
    await until(() => !!root(onB).querySelector('.fp') && !!root(onA).querySelector('.fp'), 'the fingerprints');
    const restore = storageFull({ stores: ['distance'] });
    try {
      button(onB, 'Make the opening message').click();
      await until(() => alert(onB) !== '', 'the opening refused');
      expect(alert(onB)).to.match(/^Your opening message was not saved: this device’s storage is full\. .+ Nothing was sent\.$/);
      expect(outgoing(onB)).to.equal('');
    } finally {
      restore();
    }
    button(onB, 'Make the opening message').click();
    await until(() => outgoing(onB).includes('ADJM1.'), 'B’s opening message once there is room');
    const refuse = storageFull();
    try {
      await paste(onA, outgoing(onB));
      await until(() => alert(onA) !== '', 'the message refused');
      expect(alert(onA)).to.match(/^The message was not taken in: this device’s storage is full\. /);
    } finally {
      refuse();
    }
    for (const said of [alert(onA), alert(onB)]) expect(said).not.to.match(/Error|quota/);
  });
});
