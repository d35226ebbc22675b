import type { DefinitionForm } from '../definition/form';
import { BLUE_AND_GREY_PLAIN } from './blue-and-grey-plain';
import { DIFFERENTIAL_SAMPLE } from './differential-sample';

/** The definitions a player starts from, by the name a description gives them by. */
export const SHIPPED = {
  'blue-and-grey-plain': BLUE_AND_GREY_PLAIN,
  'differential-sample': DIFFERENTIAL_SAMPLE,
} as const satisfies Readonly<Record<string, DefinitionForm>>;

export const SHIPPED_IDS = Object.keys(SHIPPED) as (keyof typeof SHIPPED)[];
