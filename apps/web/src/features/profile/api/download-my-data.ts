import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { dispositionFileName, saveBlob } from '@/lib/download';

/** "Unduh data saya": everything the shop holds about the account, saved as one JSON file; resolves to its name. */
export async function downloadMyData(): Promise<string> {
  const { blob, headers } = await api.file('/auth/my-data', { headers: { Accept: 'application/json' } });
  const name = dispositionFileName(headers.get('Content-Disposition')) ?? 'data-akun-boneka-shop.json';
  saveBlob(blob, name);
  return name;
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
