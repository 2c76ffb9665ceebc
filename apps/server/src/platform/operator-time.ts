/** `+90s`, `-15m`, `+2h`, `+30d`: a time relative to now. */
const RELATIVE = /^([+-])(\d{1,9})([smhd])$/;
const UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;
/** A calendar date, optionally a time of day (T or a space), optionally a zone: Z or ±HH[:MM]. Nothing else. */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;

export const OPERATOR_TIME_FORMS = 'a date and time read as UTC unless it carries its offset (2026-12-01 10:00, 2026-12-01T10:00Z, 2026-12-01T10:00+08:00), "now", or a time from now (+90s, +15m, +2h, +30d)';

/**
 * Reads a time an operator typed (fund and launchpad windows): never in the server's zone, which
 * is an accident of the machine (`Date.parse('2026-12-01T10:00')` is local time, so the same file
 * opened a window hours apart on two servers). A date-time without a zone is UTC; with `Z` or an
 * offset, that offset; a date alone is 00:00 UTC. Anything else (another layout, a zone name, an
 * impossible date such as 2026-02-30) is refused: a guess would open money products at the wrong
 * time. Returns epoch ms, or a problem that names the forms it takes.
 */
export function readOperatorTime(text: string, now: number): { ms: number; problem?: undefined } | { ms?: undefined; problem: string } {
  const t = text.trim();
  if (t === 'now') return { ms: now };
  const relative = RELATIVE.exec(t);
  if (relative) return { ms: now + (relative[1] === '-' ? -1 : 1) * Number(relative[2]) * UNIT_MS[relative[3] as keyof typeof UNIT_MS] };
  const m = DATE_TIME.exec(t);
  if (!m) return { problem: `not a time: "${text}"; give ${OPERATOR_TIME_FORMS}` };
  const [year, month, day, hour, minute, second, fraction] = [m[1], m[2], m[3], m[4] ?? '0', m[5] ?? '0', m[6] ?? '0', (m[7] ?? '0').padEnd(3, '0')].map(Number);
  const local = Date.UTC(year, month - 1, day, hour, minute, second, fraction);
  const check = new Date(local);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) {
    return { problem: `not a time: "${text}" is not a date of the calendar; give ${OPERATOR_TIME_FORMS}` };
  }
  const zone = m[8]?.toUpperCase();
  let offsetMinutes = 0;
  if (zone && zone !== 'Z') {
    const sign = zone[0] === '-' ? -1 : 1;
    const digits = zone.slice(1).replace(':', '');
    const hours = Number(digits.slice(0, 2));
    const minutes = Number(digits.slice(2) || '0');
    if (hours > 14 || minutes > 59) return { problem: `not a time: "${text}" has an offset beyond ±14:00; give ${OPERATOR_TIME_FORMS}` };
    offsetMinutes = sign * (hours * 60 + minutes);
  }
  const ms = local - offsetMinutes * 60_000;
  return ms >= 0 ? { ms } : { problem: `not a time: "${text}" is before 1970` };
}
