/** JSON as the audit log and the approvals show it: indented; null as a dash. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return JSON.stringify(value, null, 2);
}
