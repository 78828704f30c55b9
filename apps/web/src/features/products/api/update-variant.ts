import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { Variant, VariantPatchBody, VariantResponse } from '@boneka/shared';
import { apiRequest } from '@/lib/api-client';
import { refreshVariant } from './product-cache';

export type UpdateVariantInput = { productId: number; variantId: number; patch: VariantPatchBody };

/** One variant's quick change (stock, price, SKU, on/off) from the owner's stock table. */
export async function updateVariant({ productId, variantId, patch }: UpdateVariantInput): Promise<Variant> {
  const reply = await apiRequest<z.infer<typeof VariantResponse>>(`/api/products/${productId}/variants/${variantId}`, {
    method: 'PATCH',
    body: patch,
  });
  return reply.data;
}

export function useUpdateVariant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateVariant,
    onSuccess: (variant, { productId }) => refreshVariant(queryClient, productId, variant),
  });
}
