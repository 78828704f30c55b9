import { z } from 'zod';
import { Pagination } from './catalog.js';
import { multiLineText } from './common.js';
import { Review } from './reviews.js';

/** The owner's public answer to a review, "Balasan Penjual" (decision 064). */
export const REVIEW_REPLY_MAX = 1000;
/** A new review of this many stars or fewer is mailed to the owner with a link to answer it. */
export const REVIEW_LOW_STARS = 3;

/** Markup in text shown to everyone: plain text only, so a tag is refused rather than shown or stripped. */
const LOOKS_LIKE_HTML = /<\s*\/?\s*[a-z!?]/i;
export const PLAIN_TEXT_MESSAGE = 'Tulis teks biasa, tanpa tag HTML.';

/** Several lines of plain text a person writes for everyone to read: trimmed, not blank, no HTML tags. */
export const plainText = (min: number, max: number, tooShort: string) =>
  multiLineText(max)
    .min(min, tooShort)
    .refine((text) => !LOOKS_LIKE_HTML.test(text), { message: PLAIN_TEXT_MESSAGE });

export const ReviewReplyBody = z.object({
  reply: plainText(1, REVIEW_REPLY_MAX, 'Tulis balasan terlebih dahulu.'),
});
export type ReviewReplyBody = z.input<typeof ReviewReplyBody>;

const yesNo = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/** The owner's list of reviews: newest first, by stars, only the unanswered ("Belum dibalas"). */
export const AdminReviewListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  unanswered: yesNo.optional(),
});
export type AdminReviewListQuery = z.input<typeof AdminReviewListQuery>;

export const AdminReviewListResponse = z.object({
  success: z.literal(true),
  data: z.object({ reviews: z.array(Review), pagination: Pagination }),
});
