import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ProductSheetApplied, ProductSheetApplyResponse } from '@boneka/shared';
import { api } from '@/lib/api-client';
import { sheetForm, type ProductSheetFiles } from './preview-product-sheet';

/** The products feature's and the categories' query roots (a feature imports no sibling feature). */
const productsRootKey = ['products'] as const;
const categoriesRootKey = ['categories'] as const;

/** Applies the sheet whole (the server reads it again): every product it creates or changes, or nothing. */
export async function applyProductSheet(files: ProductSheetFiles): Promise<ProductSheetApplied> {
  const reply = await api.post<z.infer<typeof ProductSheetApplyResponse>>(
    '/api/admin/product-sheets/apply',
    sheetForm(files),
  );
  return reply.data;
}

export function useApplyProductSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyProductSheet,
    // Every product list and page, and the categories' counts, show what the sheet changed.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: productsRootKey });
      void queryClient.invalidateQueries({ queryKey: categoriesRootKey });
    },
  });
}
