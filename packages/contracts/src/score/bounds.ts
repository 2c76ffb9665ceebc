/**
 * Every account starts at 95, so that what the rule table promises can happen: identity verified
 * (+5) reaches the maximum, 100. The score stays within 0..100 whatever happens to it. Apart from
 * the score calls (calls.ts) so that the first pages, which say where a score starts, carry no
 * schema library.
 */
export const SCORE_BOUNDS = { initial: 95, min: 0, max: 100 } as const;
