import { request } from './http';

/** GET /paramter/getParamListByKeyName (SPEC §7): an operator parameter's value. */
export async function fetchParam(paramName: string): Promise<string> {
  const data = await request<{ valueName: string }>('/paramter/getParamListByKeyName', { method: 'GET', params: { paramName } });
  return data?.valueName ?? '';
}
