import { SCORE_BOUNDS, SCORE_RULES, type TScoreRule, type TScoreRules } from '@exchange/contracts';

/**
 * The published rule table (served by /score/rules and shown to users). Short on purpose: only
 * events an operator has checked by hand move a score. Identity verified (an approved KYC file)
 * gives back a little standing; a deposit proof that an operator rejected (no matching payment
 * arrived) costs some. Nothing else a user does changes it, and the score never limits withdrawing
 * one's own funds.
 */
export const SCORE_RULE_DELTAS: Readonly<Record<TScoreRule, number>> = {
  identityVerified: 5,
  depositProofRejected: -10,
};

/** The rule table as /score/rules serves it. */
export function publishedScoreRules(): TScoreRules {
  return { ...SCORE_BOUNDS, rules: SCORE_RULES.map((rule) => ({ rule, delta: SCORE_RULE_DELTAS[rule] })) };
}
