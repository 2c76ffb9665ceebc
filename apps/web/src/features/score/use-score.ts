import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../session/session-store';
import { fetchScoreHistory, fetchScoreRules, type TScoreHistoryEntry } from './score-api';

export const scoreKeys = {
  rules: ['score-rules'] as const,
  page: (userId: string, pageNo: number, pageSize: number) => ['profile', userId, 'score-history', pageNo, pageSize] as const,
};

/** The published rule table; it changes only with a release. */
export function useScoreRules() {
  return useQuery({ queryKey: scoreKeys.rules, queryFn: fetchScoreRules, staleTime: 10 * 60_000 });
}

/** One page of the user's score history, newest first, with the score now. */
export function useScoreHistory(pageNo: number, pageSize: number) {
  const isLogin = useSessionStore((s) => s.isLogin);
  const userId = useSessionStore((s) => s.userId);
  return useQuery({
    queryKey: scoreKeys.page(userId, pageNo, pageSize),
    queryFn: () => fetchScoreHistory({ pageNo, pageSize }),
    enabled: isLogin,
    placeholderData: keepPreviousData,
  });
}

/** The catalog key of why a score changed: the rule's name, or "operator adjustment" (its reason shown beside). */
export function scoreSourceKey(entry: Pick<TScoreHistoryEntry, 'source' | 'rule'>): string {
  return entry.source === 'operator' || entry.rule === null ? 'scoreLog.source.operator' : `scoreLog.rule.${entry.rule}`;
}

/** "+5", "−10", "0": a change with its sign. */
export function signed(delta: number): string {
  return delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : '0';
}
