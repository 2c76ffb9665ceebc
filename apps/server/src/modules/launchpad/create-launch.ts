import type { Kysely } from 'kysely';
import type { TDatabase } from '../../platform/db/schema.js';
import type { TClock } from '../../platform/clock.js';
import { recordOperatorAction } from '../audit/record-operator-action.js';
import { registerCatalogAsset } from '../catalog/catalog.js';
import { balanceOf } from '../ledger/ledger.repository.js';
import { system } from '../ledger/accounts.js';
import { createProject, launchAuditDetail, type TNewProject } from './launch-projects.js';

/** Who creates a project and how the operator log words it: the console adds its reason, approver and the escrow after. */
export type TLaunchCreator = { operator: string; action: string; console?: { reason: string; approvedBy: string | null } };

/**
 * Creates a new-coin project (ops launch:create and the console's launchpad.create): createProject
 * and its operator-log entry in one transaction, then the token registered in this process.
 * `refusal` turns createProject's own refusals (plain Errors worded for the operator) into the
 * caller's answer (the console's message key); anything else is thrown as it is.
 * @throws Error from createProject's checks, or what `refusal` makes of them
 */
export async function createLaunch(db: Kysely<TDatabase>, clock: TClock, project: TNewProject, who: TLaunchCreator, refusal: (error: unknown) => unknown = (error) => error): Promise<bigint> {
  const id = await db.transaction().execute(async (tx) => {
    let created: bigint;
    try {
      created = await createProject(tx, clock, project, who.operator);
    } catch (error) {
      throw refusal(error);
    }
    const escrow = who.console ? { reason: who.console.reason, before: null, after: { escrow: { [project.symbol]: await balanceOf(tx, system('launch_escrow', created), project.symbol) } }, approvedBy: who.console.approvedBy } : {};
    await recordOperatorAction(tx, clock, { operator: who.operator, action: who.action, subject: `launch:${created}`, detail: launchAuditDetail(project), ...escrow });
    return created;
  });
  registerCatalogAsset({ currency: project.symbol, name: project.texts['en-US']!.name, scale: project.scale });
  return id;
}
