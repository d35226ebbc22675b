import { html, nothing } from 'lit';
import type { Campaign } from '../../../store/campaign-record';
import { readCampaign } from '../../../store/campaign-read';
import { dueNow, startCampaign } from '../../../campaign/turns';
import type { GamePlugin } from '../../../games/views';
import { saveCampaign, startCampaignIfNone } from '../../../store/campaign';
import type { AdjEvent } from '../../events';
import { rollToLog } from '../../tables/quick-roll-store';
import type { CampaignChange } from '../../turn-record/turn-record.component';
import '../../turn-record/turn-record';
import type { DeskHost } from '../host';

/**
 * The turn record at the desk: the campaign as the game record keeps it, each change saved over
 * what is stored (another tab may have moved the turn on), and the game's own campaign panel.
 */
export class DeskCampaign {
  campaign?: Campaign;
  private plugin?: GamePlugin;

  constructor(private readonly host: DeskHost) {}

  /**
   * The campaign of a game just opened. A game that has none yet is started at turn 1 and saved, so
   * the log's first entries name the phase the turn record shows.
   */
  async open(saved: unknown, plugin: GamePlugin, gameId: string): Promise<void> {
    this.plugin = plugin;
    this.campaign = saved === undefined ? startCampaign(plugin.rules.sequence) : readCampaign(saved);
    if (saved !== undefined || !this.host.db) return;
    try {
      this.campaign = await startCampaignIfNone(this.host.db, gameId, this.campaign);
    } catch (e) {
      this.host.sayNotSaved('The turn record', e);
    }
  }

  /** The campaign as another tab saved it. */
  heard(saved: unknown): void {
    this.campaign = readCampaign(saved);
    this.host.requestUpdate();
  }

  /** Saves a change from the turn record; a write that fails is said, and answered, so the record draws what is stored. */
  async change(change: CampaignChange): Promise<boolean> {
    try {
      await this.save(change);
      return true;
    } catch (e) {
      this.host.sayNotSaved('The turn record', e);
      return false;
    }
  }

  /** Saves a change over what is stored; a write that fails is thrown, for the panel that asked to say. */
  private async save(change: CampaignChange): Promise<void> {
    const { db } = this.host;
    const gameId = this.host.game?.id;
    if (!db || !gameId) throw new Error('no game is open');
    this.campaign = await saveCampaign(db, gameId, change);
    this.host.requestUpdate();
  }

  render() {
    const { plugin, campaign } = this;
    const { db, engine, game } = this.host;
    if (!plugin || !campaign || !game) return nothing;
    const sequence = plugin.rules.sequence;
    const panel =
      plugin.views.campaignPanel && db && engine
        ? plugin.views.campaignPanel({
            data: campaign.game,
            record: campaign.record,
            phase: campaign.record.phaseName,
            dueNow: (id) => dueNow(sequence, campaign, id),
            phaseOf: (id) => {
              const at = campaign.phases?.placed[id];
              return at === undefined ? undefined : campaign.phases?.names[at];
            },
            // The panel says a write that fails in its own words (what it was saving).
            save: (change) => this.save((c) => ({ ...c, game: change(c.game) })),
            roll: (input, dice) => rollToLog(db, (i, d) => engine.resolve(i, d), game, input, dice),
          })
        : nothing;
    return html`<section class="panel turns" aria-label="Turn record">
      <adj-turn-record
        .sequence=${sequence}
        .campaign=${campaign}
        tablesHref="/games/${encodeURIComponent(game.id)}/tables"
        @turn-change=${(e: AdjEvent<'turn-change'>) => e.saving(this.change(e.detail))}
        >${panel}</adj-turn-record
      >
    </section>`;
  }
}
