import { afterAll, describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { isUtcWindowOrdered, pickedUtcMs, utcNowMinute } from './utc-picker';

const zone = process.env.TZ;
// A browser five and a half hours east of UTC: the old forms stored 04:30 UTC for a typed 10:00.
process.env.TZ = 'Asia/Kolkata';
afterAll(() => {
  process.env.TZ = zone;
});

describe('the console date pickers pick UTC', () => {
  it('stores the time the operator typed as that UTC time, whatever the browser zone', () => {
    const typed = dayjs('2026-12-01 10:00', 'YYYY-MM-DD HH:mm');
    expect(typed.valueOf()).toBe(Date.UTC(2026, 11, 1, 4, 30)); // what the form sent before
    expect(pickedUtcMs(typed)).toBe(Date.UTC(2026, 11, 1, 10, 0));
  });

  it('shows now in UTC by default, and keeps a value picked from it in UTC', () => {
    const shown = utcNowMinute();
    const now = new Date();
    expect(shown.format('YYYY-MM-DD HH:mm')).toBe(now.toISOString().slice(0, 16).replace('T', ' '));
    expect(pickedUtcMs(shown.add(1, 'day').hour(9).minute(15))).toBe(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 9, 15));
    expect(isUtcWindowOrdered([shown, shown.add(1, 'minute')])).toBe(true);
    expect(isUtcWindowOrdered([shown, shown])).toBe(false);
  });
});
