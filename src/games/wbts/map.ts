import { type MapRules, NO_ZOC, PLAIN_MAP } from '../../map/rules';

/**
 * "A fort and the units inside of it do not exert a zone of control": units stacked on top of the
 * fort counter are outside it, so those under it are the ones inside.
 */
export const WBTS_MAP: MapRules = { ...PLAIN_MAP, noZoc: [...NO_ZOC, 'fortification'], noZocUnder: ['fortification'] };
