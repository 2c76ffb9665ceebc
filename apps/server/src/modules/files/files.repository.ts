import type { Kysely } from 'kysely';
import type { TDatabase, TFilesTable } from '../../platform/db/schema.js';

export const filesRepository = {
  findById(db: Kysely<TDatabase>, id: string) {
    return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();
  },
  insert(db: Kysely<TDatabase>, row: TFilesTable) {
    return db.insertInto('files').values(row).execute();
  },
};
