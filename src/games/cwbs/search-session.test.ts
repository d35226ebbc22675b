import { describe, expect, it } from 'vitest';
import { type SearchProgress, searchSession } from '../../desk/search-session';
import { TAKE_THE_HEX } from '../../plan/success';
import { examplePhase } from '../test-example-phase';

describe('a CWBS search’s session', () => {
  it('says how long a search would take and waits for the player before going on', async () => {
    const request = await examplePhase('cwbs');
    const session = searchSession();
    const told: SearchProgress[] = [];
    let asked: () => void = () => undefined;
    const waiting = new Promise<void>((r) => (asked = r));
    const run = session.weighPhase({ ...request, askAfterMs: 0 }, (p) => {
      told.push(p);
      if (p.asking) asked();
    });
    await waiting;
    const asking = told.find((p) => p.asking);
    expect(asking?.asking?.estimateMs).toBeGreaterThan(0);
    expect(asking?.weighed).toBeLessThan(asking?.total ?? 0);
    // Nothing is ranked while it waits.
    expect(session.best('every', TAKE_THE_HEX)).toEqual([]);
    session.goOn();
    const done = await run;
    expect(done.weighed).toBe(done.total);
    expect(told.filter((p) => p.asking)).toHaveLength(1);
  });
});
