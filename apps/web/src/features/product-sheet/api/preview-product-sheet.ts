import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProductSheetPreview, ProductSheetPreviewResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';

/** The files the owner uploads: the sheet, and the photos' ZIP when the sheet names new photos. */
export interface ProductSheetFiles {
  sheet: File;
  photos: File | null;
}

/** The form both the preview and the apply send: the server reads the same files both times. */
export function sheetForm({ sheet, photos }: ProductSheetFiles): FormData {
  const form = new FormData();
  form.append('sheet', sheet);
  if (photos) form.append('photos', photos);
  return form;
}

/** Reads the sheet against the shop: what it would create and change, and its wrong rows; writes nothing. */
export async function previewProductSheet(files: ProductSheetFiles): Promise<ProductSheetPreview> {
  const reply = await api.post<z.infer<typeof ProductSheetPreviewResponse>>(
    '/api/admin/product-sheets/preview',
    sheetForm(files),
  );
  return reply.data;
}

export function usePreviewProductSheet() {
  return useMutation({ mutationFn: previewProductSheet });
}
