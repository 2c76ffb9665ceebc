import path from 'node:path';
import type { TConfig } from '../config.js';
import { openDatabase, type TDb } from './database.js';

/** SQLite under DATA_DIR unless DATABASE_URL points at PostgreSQL. */
export function openFromConfig(config: TConfig): TDb {
  return config.databaseUrl
    ? openDatabase({ kind: 'postgres', url: config.databaseUrl })
    : openDatabase({ kind: 'sqlite', file: path.join(config.dataDir, 'exchange.db') });
}
