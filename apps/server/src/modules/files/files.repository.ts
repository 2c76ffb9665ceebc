import type { Kysely } from 'kysely';
import type { TDatabase, TFilesTable } from '../../platform/db/schema.js';

export const filesRepository = {
  findById(db: Kysely<TDatabase>, id: string) {
    return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  },
  insert(db: Kysely<TDatabase>, row: TFilesTable) {
    return db.insertInto('files').values(row).execute();
  },
  /** Which of these files the owner uploaded as this kind (another's upload is not among them). */
  ownedOfKind(db: Kysely<TDatabase>, ownerId: bigint, kind: string, ids: string[]) {
    return db.selectFrom('files').select('id').where('id', 'in', ids).where('owner_id', '=', ownerId).where('kind', '=', kind).execute();
  },
};
