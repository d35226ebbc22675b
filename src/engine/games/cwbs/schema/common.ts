import * as v from 'valibot';
import { flag, objectMessage, oneOf, whole } from '../../../core/schema-words';
import { GRADES } from '../data/straggler';
import { EDITIONS } from '../source';

export { flag, objectMessage, oneOf, whole };

export const editionSchema = v.optional(v.picklist(EDITIONS, 'edition must be "seed" (the seed\'s charts, the default) or "v3.2" (the Series Rules v3.2 charts)'), 'seed');

export const gradeSchema = v.picklist(GRADES, 'the morale grade must be A, B, C, D or E');

export const NAME_MAX = 40;
const NAME_MESSAGE = `a name is text of 1 to ${NAME_MAX} characters`;
export const nameSchema = v.pipe(
  v.string(NAME_MESSAGE),
  v.check((s) => s.trim().length > 0 && s.length <= NAME_MAX, NAME_MESSAGE),
);

/** Leader ratings as the Command Point Table reads them: 0 to 4. */
export const RATING = { min: 0, max: 4 } as const;
export const ratingSchema = (what: string) => whole(what, RATING.min, RATING.max);
