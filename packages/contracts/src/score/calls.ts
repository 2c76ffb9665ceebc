import { z } from 'zod';
import { defineCall } from '../api/define-call.js';
import { ZEpochMs, pageOf } from '../api/fields.js';

const GROUP = 'Credit score';

export { SCORE_BOUNDS } from './bounds.js';

/** SPEC §9: lists page by 10. */
export const SCORE_PAGE_SIZE = 10;

/**
 * The events the published rule table knows (modules/score/score-rules.ts holds each one's change).
 * A rule applies once per event: the event's reference (the deposit's id, the KYC file's id) is its key.
 */
export const SCORE_RULES = ['identityVerified', 'depositProofRejected'] as const;
export type TScoreRule = (typeof SCORE_RULES)[number];

export const ZScoreRuleEntry = z.strictObject({
  rule: z.enum(SCORE_RULES).meta({ description: 'The event; clients word it in the reader\'s language.' }),
  delta: z.number().int().meta({ description: 'The change it makes, before the 0..100 bounds apply.' }),
});

export const ZScoreRules = z.strictObject({
  initial: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  rules: z.array(ZScoreRuleEntry),
});
export type TScoreRules = z.output<typeof ZScoreRules>;

/** One change of the caller's score. */
export const ZScoreChange = z.strictObject({
  id: z.number().int().positive(),
  delta: z.number().int().meta({ description: 'The change actually made (0 when the score was already at a bound).' }),
  score: z.number().int().meta({ description: 'The score after the change.' }),
  source: z.enum(['rule', 'operator']),
  rule: z.enum(SCORE_RULES).nullable().meta({ description: 'The rule applied; null for an operator adjustment.' }),
  reason: z.string().meta({ description: "An operator adjustment's reason as the operator wrote it; \"\" for a rule (its name says why)." }),
  time: ZEpochMs,
});
export type TScoreChange = z.output<typeof ZScoreChange>;

export const ZScoreHistory = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(50).optional().default(SCORE_PAGE_SIZE),
});

export const scoreRulesCall = defineCall({
  method: 'POST',
  path: '/score/rules',
  auth: false,
  group: GROUP,
  summary: 'The published credit-score rule table: the starting score, the bounds and what each event changes.',
  description:
    'Besides these rules, only an operator adjustment changes a score, always with its reason, and every change is in the user\'s history. ' +
    'The score never blocks a user from withdrawing their own funds.',
  request: z.object({}).passthrough(),
  response: ZScoreRules,
});

export const scoreHistoryCall = defineCall({
  method: 'POST',
  path: '/score/history',
  auth: true,
  group: GROUP,
  summary: "The caller's score changes, newest first: change, score after, rule or operator, reason, time.",
  request: ZScoreHistory,
  response: pageOf(ZScoreChange).extend({ score: z.number().int().meta({ description: "The caller's score now." }) }),
});

export const SCORE_CALLS = [scoreRulesCall, scoreHistoryCall] as const;
