import { expect } from '@open-wc/testing';
import type { LitElement } from 'lit';
import { GAME_IDS } from '../../../engine/core/source';
import { createGame } from '../../../store/games';
import { freshDb, until } from '../../test-helpers';
import { openDesk } from '../desk-test-helpers';

/** The record activity the moment the desk puts it in the page. */
function inserted(desk: Element): Promise<LitElement> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const record = desk.shadowRoot?.querySelector<LitElement>('adj-record-activity');
      if (!record) return;
      observer.disconnect();
      resolve(record);
    });
    observer.observe(desk.shadowRoot as ShadowRoot, { childList: true, subtree: true });
  });
}

describe('the record at the desk', () => {
  it('draws the log first, and the panels below it once the log is on screen', async () => {
    const db = freshDb();
    const game = await createGame(db, 'May 1864', GAME_IDS[0]);
    const el = await openDesk(db, game.id);
    const shown = inserted(el);
    el.show('record');
    const record = await shown;
    await record.updateComplete;
    const root = record.shadowRoot as ShadowRoot;
    // Its first drawing, before any frame has painted it: the log alone.
    expect(root.querySelector('adj-combat-log')).to.not.equal(null);
    for (const below of ['adj-luck-report', 'adj-handover', 'adj-distance']) expect(root.querySelector(below), below).to.equal(null);
    await until(() => !!root.querySelector('adj-distance'), 'the panels below the log');
    expect(root.querySelector('adj-luck-report')).to.not.equal(null);
    expect(root.querySelector('adj-handover')).to.not.equal(null);
    expect(root.querySelector('a[href$="/report"]')?.textContent).to.equal('Report of the whole campaign');
    await expect(record).to.be.accessible();
  });
});
