import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDay, wibDay, wibYear } from './format';

// The suite runs this file twice, under TZ=UTC (`web`) and TZ=Asia/Jakarta (`web-jakarta`): the server renders
// in the one, a shopper's browser in the other, and both must write the same text (docs/design.md §5, §6).
const OFFSETS: Record<string, number> = { UTC: 0, 'Asia/Jakarta': -420 };

// 20:00 UTC on the 25th is 03:00 WIB on Thursday the 26th: a machine in UTC would say the day before.
const LATE_UTC = '2026-11-25T20:00:00.000Z';

describe('the machine this file runs on', () => {
  it('is in the zone its project names', () => {
    const zone = process.env.TZ ?? '';
    expect(Object.keys(OFFSETS)).toContain(zone);
    expect(new Date(0).getTimezoneOffset()).toBe(OFFSETS[zone]);
  });
});

describe('dates are WIB whatever the machine’s zone', () => {
  it('writes the calendar date of Jakarta', () => {
    expect(formatDate(LATE_UTC, 'id')).toBe('26 November 2026');
    expect(formatDate(LATE_UTC, 'en')).toBe('26 November 2026');
    expect(formatDate('2026-11-25T16:59:59.999Z', 'id')).toBe('25 November 2026');
    expect(formatDate('2026-05-04T17:00:00.000Z', 'id')).toBe('5 Mei 2026');
  });

  it('writes a time with its weekday and says it is WIB', () => {
    expect(formatDateTime('2026-11-26T07:30:00.000Z', 'id')).toBe('Kamis, 26 Nov 2026 14.30 WIB');
    expect(formatDateTime('2026-11-26T07:30:00.000Z', 'en')).toBe('Thursday, 26 Nov 2026 14:30 WIB');
    expect(formatDateTime(LATE_UTC, 'id')).toBe('Kamis, 26 Nov 2026 03.00 WIB');
    expect(formatDateTime('2026-12-31T17:05:00.000Z', 'en')).toBe('Friday, 1 Jan 2027 00:05 WIB');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatDate('not a date', 'id')).toBe('');
    expect(formatDateTime('', 'en')).toBe('');
  });

  it('names the WIB day and year of an instant', () => {
    expect(wibDay(new Date(LATE_UTC))).toBe('2026-11-26');
    expect(wibDay('2026-11-25T16:59:59.999Z')).toBe('2026-11-25');
    expect(wibYear(new Date('2026-12-31T17:00:00.000Z'))).toBe(2027);
    expect(wibYear(new Date('2026-12-31T16:59:59.999Z'))).toBe(2026);
  });

  it('shows a day the server named as that day, never the one before', () => {
    expect(formatDay('2026-11-26', 'id', 'short')).toBe('26 Nov');
    expect(formatDay('2026-11-26', 'en')).toBe('26 November 2026');
  });
});
