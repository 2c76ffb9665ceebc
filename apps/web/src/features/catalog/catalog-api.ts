import { catalogCall, ZCatalog, type TCatalog } from '@exchange/contracts';
import { checked } from '../api/checked';
import { request } from '../api/http';

/** POST /market/catalog: the assets and spot markets added at run time (launchpad tokens, listed markets). */
export async function fetchCatalog(): Promise<TCatalog> {
  return checked(ZCatalog, await request<unknown>(catalogCall.path, { method: catalogCall.method }));
}
