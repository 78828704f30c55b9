import { tag } from '../../db/change-tags.js';

export const discussionsShow = {
  /** A product's shown questions: the questions, their askers' names, and the product row (listed or not). */
  list: (productId: number) => [
    ...tag.rows('product_questions', [productId]),
    ...tag.rows('products', [productId]),
    ...tag.columns('users', ['first_name', 'last_name']),
  ],
};
