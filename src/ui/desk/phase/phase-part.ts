import { DeskCompare } from '../controllers/compare';
import { DeskSearch } from '../controllers/search';
import type { DeskSession } from '../session';
import { inPageSearch } from '../../../search-client';

/**
 * The phase activity's own state, kept while the game is open: the attacks compared side by side,
 * and the best allocation or the enemy's view last searched. The plan itself is the game's (the
 * session's), since the combat activity adds to it too.
 */
export class PhasePart {
  readonly compare: DeskCompare;
  readonly searcher: DeskSearch;

  constructor(session: DeskSession) {
    this.compare = new DeskCompare(session, session.plan);
    this.searcher = new DeskSearch(session, {
      map: () => session.sketch.current(),
      charts: () => session.charts,
      planChances: () => session.plan.shown.weighed?.chances,
      takeIntoPlan: (drafts) => session.plan.replaceAll(drafts),
      showExposure: (hexes) => session.sketch.showExposure(hexes),
      start: async () => session.startSearch?.() ?? inPageSearch(),
    });
  }
}

/** The phase part of a session, made the first time the phase activity is shown. */
export const phasePart = (session: DeskSession): PhasePart => session.part('phase', (s) => new PhasePart(s));
