import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);

/**
 * The console's date pickers pick UTC, like every time the console lists (formatUtc): what an
 * operator reads in the field is the UTC time the server stores, whatever the browser's zone.
 * A picked value's wall-clock fields are read as UTC (a typed time is parsed in the browser's zone
 * by the picker; its fields are still what the operator typed).
 */
export function pickedUtcMs(value: Dayjs): number {
  return Date.UTC(value.year(), value.month(), value.date(), value.hour(), value.minute(), 0, 0);
}

/** Now in UTC, to the minute, as a picker value (add hours or days to it for a default window). */
export function utcNowMinute(): Dayjs {
  return dayjs.utc().startOf('minute');
}

/** The range rule of a UTC window: its end after its start. */
export function isUtcWindowOrdered(value?: [Dayjs, Dayjs] | null): boolean {
  return !value || pickedUtcMs(value[1]) > pickedUtcMs(value[0]);
}
