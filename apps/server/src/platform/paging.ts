/** Paging runs queries, so it lives with the database adapter (platform/db); kept here for its importers. */
export { pageOf } from './db/paging.js';
