import { useMutation } from '@tanstack/react-query';
import { ApiError, api } from '@/lib/api-client';
import { dispositionFileName, saveBlob } from '@/lib/download';
import { wibDay } from '@/lib/format';
import type { DashboardQuery } from '@boneka/shared';
import { dashboardSearch } from './get-dashboard';

/** The server's name for the report, used when its reply names none: `Laporan-Admin-YYYY-MM-DD.pdf`, a WIB day. */
export function reportFileName(now: Date = new Date()): string {
  return `Laporan-Admin-${wibDay(now)}.pdf`;
}

/**
 * Fetches the A4 'LAPORAN ADMIN' of the range the dashboard shows, with the admin's token, and saves it; resolves to
 * the file's name.
 */
export async function exportDashboardPdf(query: DashboardQuery): Promise<string> {
  const { blob, headers } = await api.file(`/api/admin/reports/dashboard.pdf?${dashboardSearch(query)}`, {
    headers: { Accept: 'application/pdf' },
  });
  if (!blob.type.startsWith('application/pdf')) throw new ApiError(200, 'NOT_A_PDF', null, null);
  const name = dispositionFileName(headers.get('Content-Disposition')) ?? reportFileName();
  saveBlob(blob, name);
  return name;
}

export function useExportDashboardPdf() {
  return useMutation({ mutationFn: exportDashboardPdf });
}
