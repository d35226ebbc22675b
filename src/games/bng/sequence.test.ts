import { describe, expect, it } from 'vitest';
import { startCampaign, unplaced } from '../../campaign/turns';
import type { Campaign } from '../../store/campaign-record';
import { bngSequence } from './sequence';

describe('the turn record over the Blue & Grey sequence', () => {
  it('shows night reminders only on night turns', () => {
    const day = startCampaign(bngSequence);
    const night: Campaign = { ...day, record: { ...day.record, night: true } };
    expect(unplaced(bngSequence, day).map((r) => r.id)).not.toContain('nightAttacks');
    expect(unplaced(bngSequence, night).map((r) => r.id)).toContain('nightAttacks');
  });
});
