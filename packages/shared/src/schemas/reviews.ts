import { z } from 'zod';
import { Pagination } from './catalog.js';
import { multiLineText, optionalText } from './common.js';

export const REVIEW_SORTS = ['recent', 'rating_high', 'rating_low', 'helpful'] as const;
export const REVIEW_MAX_IMAGES = 5;
export const REVIEW_COMMENT_MIN = 10;
export const REVIEW_TITLE_MAX = 200;

export const ReviewListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  sort: z.enum(REVIEW_SORTS).default('recent'),
});
export const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

const ReviewImageUrl = z.string().regex(/^\/uploads\/reviews\/[a-f0-9]{32}\.webp$/, 'Upload images first');

const reviewFields = {
  rating: z.coerce.number({ error: 'Please select a rating' }).int().min(1, 'Please select a rating').max(5),
  title: optionalText(REVIEW_TITLE_MAX),
  comment: multiLineText(2000).min(REVIEW_COMMENT_MIN, 'Please write a review with at least 10 characters'),
  images: z
    .array(ReviewImageUrl)
    .max(REVIEW_MAX_IMAGES, 'Maximum 5 images per review')
    .nullish()
    .transform((v) => v ?? []),
};

export const CreateReviewBody = z.object({
  product_id: z.coerce.number().int().positive().max(2_147_483_647),
  order_id: z.coerce.number().int().positive().max(2_147_483_647),
  ...reviewFields,
});
export type CreateReviewBody = z.input<typeof CreateReviewBody>;
export const UpdateReviewBody = z.object(reviewFields);
export type UpdateReviewBody = z.input<typeof UpdateReviewBody>;

export const Review = z.object({
  review_id: z.number().int(),
  product_id: z.number().int(),
  order_id: z.number().int().nullable(),
  rating: z.number().int(),
  title: z.string().nullable(),
  comment: z.string(),
  images: z.array(z.string()),
  is_verified: z.boolean(),
  helpful_count: z.number().int(),
  voted_helpful: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  user: z.object({
    user_id: z.number().int(),
    username: z.string(),
    full_name: z.string(),
    profileImageUrl: z.string().nullable(),
  }),
  product: z.object({ product_id: z.number().int(), name: z.string(), image_url: z.string().nullable() }),
  /**
   * The variant the reviewer bought in the reviewed order ("50 cm / Coklat"; several joined by ", "), or null
   * when the order named none (a product without options, or a review without an order).
   */
  variant_label: z.string().nullable(),
  /** The owner's public answer, "Balasan Penjual" (decision 064), with when it was last written; null when none. */
  reply: z.object({ text: z.string(), replied_at: z.string() }).nullable().optional(),
});
export type Review = z.infer<typeof Review>;

export const ReviewListResponse = z.object({
  success: z.literal(true),
  data: z.object({ reviews: z.array(Review), pagination: Pagination }),
});
export const ReviewResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: Review });

const byStar = z.object({ 5: z.number(), 4: z.number(), 3: z.number(), 2: z.number(), 1: z.number() });
export const ReviewStats = z.object({
  average_rating: z.number(),
  total_reviews: z.number().int(),
  rating_distribution: byStar,
  rating_percentages: byStar,
});
export type ReviewStats = z.infer<typeof ReviewStats>;
export const ReviewStatsResponse = z.object({ success: z.literal(true), data: ReviewStats });

export const CanReviewQuery = z.object({ orderId: z.coerce.number().int().positive().max(2_147_483_647).optional() });
export const CanReviewResponse = z.object({
  success: z.literal(true),
  data: z.object({ canReview: z.boolean(), reason: z.string().nullable(), orderId: z.number().int().nullable() }),
});
/**
 * The vote the client wants to end with. Sent, the call is idempotent (a double tap or a retry counts once);
 * left out, the call flips the caller's current vote, as older clients expect.
 */
export const HelpfulBody = z.object({ voted_helpful: z.boolean().optional() }).nullish();
export const HelpfulResponse = z.object({
  success: z.literal(true),
  data: z.object({ helpful_count: z.number().int(), voted_helpful: z.boolean() }),
});
export const UploadUrlsResponse = z.object({ success: z.literal(true), data: z.object({ urls: z.array(z.string()) }) });
