import { tag } from '../../db/change-tags.js';

/** The reviewer's name and picture shown beside each review. */
const AUTHOR_COLUMNS = ['first_name', 'last_name', 'profile_image'];

export const reviewsShow = {
  /** A product's reviews: the reviews themselves, their authors and pictures, and the product row (its count). */
  list: (productId: number, reviewIds: readonly number[]) => [
    ...tag.rows('reviews', [productId]),
    ...tag.rows('products', [productId]),
    ...tag.columns('users', AUTHOR_COLUMNS),
    ...tag.rows('review_images', reviewIds),
  ],
  /** A product's rating distribution. */
  stats: (productId: number) => [...tag.rows('reviews', [productId]), ...tag.rows('products', [productId])],
};
