import { scoreHistoryCall, scoreRulesCall, type TScoreRules } from '@exchange/contracts';
import type { z } from 'zod';
import { bbCall } from '../api/bb-call';

export type TScoreHistoryPage = z.output<typeof scoreHistoryCall.response>;
export type TScoreHistoryEntry = TScoreHistoryPage['list'][number];
export type { TScoreRules };

/** POST /score/rules: the published rule table (public). */
export async function fetchScoreRules(): Promise<TScoreRules> {
  return bbCall(scoreRulesCall);
}

/** POST /score/history: the user's score now and one page of its changes, newest first. */
export async function fetchScoreHistory(params: { pageNo: number; pageSize: number }): Promise<TScoreHistoryPage> {
  return bbCall(scoreHistoryCall, params);
}
