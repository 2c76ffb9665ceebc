import type { Kysely } from 'kysely';
import type { TDatabase } from '../platform/db/schema.js';
import type { TClock } from '../platform/clock.js';
import { paramsRepository } from '../modules/params/params.repository.js';
import { recordOperatorAction } from '../modules/audit/record-operator-action.js';

export type TOpsContext = { db: Kysely<TDatabase>; clock: TClock };

const USAGE = `usage: npm run ops -- <command>
  param:list                 list every parameter with its value
  param:get NAME             print one parameter
  param:set NAME VALUE       change a parameter (recorded with the operator's name: OPERATOR or USER)
  audit:list [N]             the last N operator actions (default 20)`;

/** Runs one operator command and returns what to print; throws with a message on bad input. */
export async function runOpsCommand(ctx: TOpsContext, args: string[], operator: string): Promise<string> {
  const [command, ...rest] = args;
  switch (command) {
    case 'param:list': {
      const rows = await paramsRepository.list(ctx.db);
      return rows.map((r) => `${r.name}=${r.value}${r.is_public ? '' : '  (private)'}  # ${r.description}`).join('\n');
    }
    case 'param:get': {
      const value = await paramsRepository.get(ctx.db, rest[0] ?? '');
      if (value === null) throw new Error(`unknown parameter: ${rest[0] ?? ''}`);
      return value;
    }
    case 'param:set': {
      const [name, value] = rest;
      if (!name || value === undefined) throw new Error(USAGE);
      const before = await paramsRepository.get(ctx.db, name);
      if (before === null) throw new Error(`unknown parameter: ${name}`);
      await ctx.db.transaction().execute(async (tx) => {
        await paramsRepository.set(tx, name, value, operator, ctx.clock.now());
        await recordOperatorAction(tx, ctx.clock, { operator, action: 'param:set', subject: name, detail: { before, after: value } });
      });
      return `${name}=${value}`;
    }
    case 'audit:list': {
      const limit = Number(rest[0] ?? 20) || 20;
      const rows = await ctx.db.selectFrom('operator_actions').selectAll().orderBy('id', 'desc').limit(limit).execute();
      return rows
        .map((r) => `${new Date(Number(r.created_at)).toISOString()} ${r.operator} ${r.action} ${r.subject} ${r.detail}`)
        .join('\n');
    }
    default:
      return USAGE;
  }
}
