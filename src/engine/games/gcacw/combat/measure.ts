/** What a GCACW combat's losses are counted in, for a plan. */
export const MANPOWER = 'Manpower';
