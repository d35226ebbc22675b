import { expect } from '@open-wc/testing';
import { createGame } from '../../store/games';
import { freshDb, until } from '../../ui/test-helpers';
import { open, tables } from '../../ui/tables/quick-roll-test-helpers';

describe('CWBS quick rolls in the tables browser', () => {
  it('starts a roll with a night modifier ticked for night when the game’s turn record is at a night turn', async () => {
    const db = freshDb();
    const game = await createGame(db, 'Gettysburg, July 2', 'cwbs');
    const straggler = async () => {
      const el = await tables('cwbs', db, game.id);
      const form = await open(el, 'Straggler Recovery Table');
      return form;
    };
    const day = await straggler();
    const nightFlag = (form: ShadowRoot) => [...form.querySelectorAll('.field.flag button')].find((b) => b.textContent?.trim() === 'Night')?.getAttribute('aria-pressed');
    expect(nightFlag(day)).to.equal('false');
    await db.games.update(game.id, { campaign: { record: { turn: 7, phase: 0, phaseName: '', date: '', time: '9 PM', night: true, done: [] } } });
    const night = await straggler();
    await until(() => nightFlag(night) === 'true', 'Night ticked');
    expect(night.textContent).to.contain('Night is ticked: the turn record says this is a night turn.');
  });
});
