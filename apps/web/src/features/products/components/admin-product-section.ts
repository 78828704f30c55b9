/** The look of each section of the product form. */
export const productFormSection =
  'min-w-0 space-y-4 rounded-3xl border border-rose-100 bg-white p-4 shadow-soft sm:p-8';
