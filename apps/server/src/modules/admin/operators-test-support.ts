import type { TTestApp } from '../../test/test-app.js';

/** Test support (server tests of the operator console): an operator call with a session token, JSON in, envelope and status out. */
export async function adminPost(t: TTestApp, url: string, body: unknown, token?: string): Promise<{ status: number; body: any }> {
  const response = await t.app.inject({ method: 'POST', url: `/bb${url}`, payload: (body ?? {}) as object, headers: token ? { 'x-operator-token': token } : {} });
  return { status: response.statusCode, body: response.json() };
}

export async function adminGet(t: TTestApp, url: string, token?: string, query: Record<string, string | number> = {}): Promise<{ status: number; body: any }> {
  const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString();
  const response = await t.app.inject({ method: 'GET', url: `/bb${url}${search ? `?${search}` : ''}`, headers: token ? { 'x-operator-token': token } : {} });
  return { status: response.statusCode, body: response.json() };
}

/** The newest audit entries of an action, parsed as the audit log call answers them. */
export async function auditOf(t: TTestApp, action: string) {
  const rows = await t.deps.db.selectFrom('operator_actions').selectAll().where('action', '=', action).orderBy('id', 'desc').execute();
  return rows.map((row) => ({ ...row, before: JSON.parse(row.before), after: JSON.parse(row.after), detail: JSON.parse(row.detail) }));
}
