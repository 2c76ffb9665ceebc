import type { Selectable } from 'kysely';
import { SCORE_RULES, type TScoreChange, type TScoreRule } from '@exchange/contracts';
import type { TDeps } from '../../platform/deps.js';
import type { TScoreChangesTable } from '../../platform/db/schema-score.js';
import { scoreRepository } from './score.repository.js';

type TRow = Selectable<TScoreChangesTable>;

const isRule = (rule: string | null): rule is TScoreRule => rule !== null && (SCORE_RULES as readonly string[]).includes(rule);

/** One history row as the client sees it: no operator's name, only what changed and why. */
export function presentScoreChange(row: TRow): TScoreChange {
  return {
    id: Number(row.id),
    delta: Number(row.delta),
    score: Number(row.score_after),
    source: row.operator === null ? 'rule' : 'operator',
    rule: isRule(row.rule) ? row.rule : null,
    reason: row.operator === null ? '' : row.reason,
    time: Number(row.created_at),
  };
}

/** The user's score now and one page of its changes, newest first; only the user's own rows. */
export async function scoreHistory(deps: TDeps, userId: bigint, paging: { pageNo: number; pageSize: number }) {
  const page = await scoreRepository.pageOfUser(deps.db, userId, paging, presentScoreChange);
  const score = await scoreRepository.scoreOf(deps.db, userId);
  if (score === undefined) throw new Error(`score history of unknown user ${userId}`);
  return { ...page, score: Number(score) };
}
