import { type QuickRoll, quickRollBase } from '../../core/quick-roll';
import { UNIT_NAME_MAX_LENGTH } from './schema';
import { REF, wildernessSource } from './source';

/** The Wilderness Campaign's table rolled on its own: the cavalry probe. */
export const WILDERNESS_QUICK_ROLLS: readonly QuickRoll[] = [
  {
    id: 'cavalry-probe',
    title: 'Cavalry Probe',
    source: wildernessSource(REF.probe),
    action: 'roll',
    base: quickRollBase('wilderness', 'cavalry-probe'),
    fields: [
      { type: 'text', path: 'probingUnit', label: 'Probing unit', optional: true, maxLength: UNIT_NAME_MAX_LENGTH },
      { type: 'flag', path: 'enemyEntrenched', label: 'The probed enemy is entrenched' },
      { type: 'flag', path: 'faceUpCavalryInStack', label: 'The probed stack contains a face-up cavalry unit' },
    ],
  },
];
