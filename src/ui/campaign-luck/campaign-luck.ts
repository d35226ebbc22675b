import { AdjCampaignLuck } from './campaign-luck.component';

customElements.define('adj-campaign-luck', AdjCampaignLuck);

declare global {
  interface HTMLElementTagNameMap {
    'adj-campaign-luck': AdjCampaignLuck;
  }
}
