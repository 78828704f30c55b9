import { tag } from '../../db/change-tags.js';

export const categoriesShow = {
  /**
   * The tree: the categories themselves, which products are in which, and which products are listed (a product
   * added, removed, hidden or shown again moves the counts). A price or stock edit changes none of it.
   */
  tree: () => [
    tag.table('categories'),
    tag.table('product_categories'),
    tag.set('products'),
    ...tag.columns('products', ['is_active']),
  ],
};
