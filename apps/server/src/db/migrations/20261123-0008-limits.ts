import type { Kysely } from 'kysely';

/** Placeholder: filled in by the change that owns this migration. */
export async function up(_db: Kysely<unknown>): Promise<void> {}

export async function down(_db: Kysely<unknown>): Promise<void> {}
