import { type Source, cite } from '../../core/source';

/** A rule (or several, "9.16, 9.23") of Blue & Grey (revised), 2nd edition standard rules. */
export const rule = (ref: string): Source => cite('bng', ref);

export const CRT_SOURCE = rule('Combat Results Table');
export const RALLY_SOURCE = rule('12.41 (b) Rally');
