import { scoreHistoryCall, scoreRulesCall, type TScoreRules } from '@exchange/contracts';
import type { z } from 'zod';
import { checked } from '../api/checked';
import { request } from '../api/http';

export type TScoreHistoryPage = z.output<typeof scoreHistoryCall.response>;
export type TScoreHistoryEntry = TScoreHistoryPage['list'][number];
export type { TScoreRules };

/** POST /score/rules: the published rule table (public). */
export async function fetchScoreRules(): Promise<TScoreRules> {
  return checked(scoreRulesCall.response, await request<unknown>(scoreRulesCall.path));
}

/** POST /score/history: the user's score now and one page of its changes, newest first. */
export async function fetchScoreHistory(params: { pageNo: number; pageSize: number }): Promise<TScoreHistoryPage> {
  return checked(scoreHistoryCall.response, await request<unknown>(scoreHistoryCall.path, { params }));
}
