import { describe, expect, it } from 'vitest';
import { reportFileName } from './export-dashboard-pdf';

// Run under TZ=UTC (`web`) and TZ=Asia/Jakarta (`web-jakarta`), as the server's own name is a WIB day.
describe('the report’s file name when the server’s reply names none', () => {
  it('is the WIB day: 20:00 UTC on the 25th is already the 26th in Jakarta', () => {
    expect(reportFileName(new Date('2026-11-25T20:00:00.000Z'))).toBe('Laporan-Admin-2026-11-26.pdf');
    expect(reportFileName(new Date('2026-11-25T16:59:59.999Z'))).toBe('Laporan-Admin-2026-11-25.pdf');
  });
});
