import { nothing } from 'lit';
import { theme } from '../../theme';
import { DeskActivity } from '../activity';
import { deskStyles } from '../desk.styles';
import { turnStyles } from './turn-activity.styles';

/**
 * The turn: where the turn record stands (turn, date, day or night, phase, with Next phase), what is
 * due now and any time this turn, the game's own campaign panel (orders in flight), and the reports.
 */
export class AdjTurnActivity extends DeskActivity {
  static override styles = [theme, deskStyles, turnStyles];

  override render() {
    return this.session?.turns.render() ?? nothing;
  }
}
