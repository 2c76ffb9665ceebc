import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWhen } from '../modules/fund/create-fund.js';
import { readTime } from '../modules/launchpad/launch-commands.js';

const NOW = Date.UTC(2026, 10, 22, 12);

/** fund:create and launch:create read their windows with these; the server's zone must not matter. */
describe.each([
  ['fund:create', (text: string) => readWhen(text, NOW)],
  ['launch:create', (text: string) => { try { return readTime(text, NOW); } catch { return null; } }],
])('times an operator types for %s, on a server whose zone is Asia/Shanghai', (_command, read) => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Asia/Shanghai';
    // The zone is really in effect in this process (else the test would prove nothing).
    expect(new Date(Date.UTC(2026, 11, 1)).getTimezoneOffset()).toBe(-480);
  });
  afterAll(() => {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  });

  it('reads a date-time without a zone as UTC, and one with an offset at that offset', () => {
    expect(read('2026-12-01 10:00')).toBe(Date.UTC(2026, 11, 1, 10));
    expect(read('2026-12-01T10:00')).toBe(Date.UTC(2026, 11, 1, 10));
    expect(read('2026-12-01T10:00:30.5')).toBe(Date.UTC(2026, 11, 1, 10, 0, 30, 500));
    expect(read('2026-12-01')).toBe(Date.UTC(2026, 11, 1));
    expect(read('2026-12-01T10:00Z')).toBe(Date.UTC(2026, 11, 1, 10));
    expect(read('2026-12-01T10:00+08:00')).toBe(Date.UTC(2026, 11, 1, 2));
    expect(read('2026-12-01 10:00 -0530')).toBe(Date.UTC(2026, 11, 1, 15, 30));
    expect(read('now')).toBe(NOW);
    expect(read('+2h')).toBe(NOW + 7_200_000);
  });

  it('refuses what it cannot be sure of', () => {
    for (const text of ['12/01/2026 10:00', 'Dec 1 2026 10:00', '2026-12-01 10:00 CST', '2026-02-30', '2026-12-01 24:00', '2026-12-01T10:00+15:00', '1 Dec 2026']) {
      expect(read(text), text).toBeNull();
    }
  });
});

describe('the message of a time refused', () => {
  it('names the forms it takes', () => {
    expect(() => readTime('12/01/2026 10:00', NOW)).toThrow(/not a time: "12\/01\/2026 10:00"; give a date and time read as UTC unless it carries its offset/);
  });
});
