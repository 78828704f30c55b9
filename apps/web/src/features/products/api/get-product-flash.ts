import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FlashOffer } from '@boneka/shared/promotions';
import type { ProductFlashResponse } from '@boneka/shared/schemas/promotions';
import { fetchRead, type ApiRead } from '@/lib/api-read';

/** How often the page asks while a flash sale runs ("Tersisa 12"), and while one is only scheduled. */
export const FLASH_POLL_RUNNING_MS = 10_000;
export const FLASH_POLL_SCHEDULED_MS = 60_000;

/** Each variant's flash offer now, by variant id (null: none now, e.g. sold out or over). */
export type LiveFlash = ReadonlyMap<number, FlashOffer | null>;

export const productFlashQueryKey = (id: number) => ['products', 'flash-sale', id] as const;

export const productFlashRead = (id: number): ApiRead<z.infer<typeof ProductFlashResponse>, LiveFlash> => ({
  queryKey: productFlashQueryKey(id),
  path: `/api/products/${id}/flash-sale`,
  fromReply: (reply) => new Map(reply.data.variants.map((v) => [v.variant_id, v.flash])),
});

/** How soon to ask again: often while an offer runs, now and then while one is ahead, never once all are over. */
export function flashPollInterval(offers: readonly (FlashOffer | null)[], now: number): number | false {
  let every: number | false = false;
  for (const offer of offers) {
    if (!offer || Date.parse(offer.ends_at) <= now) continue;
    if (Date.parse(offer.starts_at) > now) every = every || FLASH_POLL_SCHEDULED_MS;
    else if (offer.remaining > 0) return FLASH_POLL_RUNNING_MS;
  }
  return every;
}

/**
 * The live flash offers of a product whose page listed some (`listed`: the detail's own, as the stored page shows
 * them): asked after the page is up, every 10 s while one runs and when the tab comes back into view, so that
 * "Tersisa" follows the orders and the price falls back when the quota or the time runs out. The reply is cached by
 * the server for about 2 s, so many shoppers watching cost one query.
 */
export function useProductFlash(productId: number, listed: readonly FlashOffer[]) {
  const read = productFlashRead(productId);
  const watching = listed.some((offer) => Date.parse(offer.ends_at) > Date.now());
  return useQuery({
    queryKey: read.queryKey,
    queryFn: ({ signal }) => fetchRead(read, signal),
    enabled: watching,
    staleTime: 5_000,
    refetchOnWindowFocus: true,
    refetchInterval: (query) =>
      flashPollInterval(query.state.data ? [...query.state.data.values()] : listed, Date.now()),
  });
}
