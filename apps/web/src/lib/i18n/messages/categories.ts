import { registerMessages } from '../registry';

/** The catalogue's categories, its filters by option value and stock, and its cards' "Pilih Varian" (issue 27). */
export const id = {
  'categories.label': 'Kategori',
  'categories.all': 'Semua',
  'categories.allOf': 'Semua {name}',
  'categories.homeTitle': 'Belanja per Kategori',
  'categories.empty': 'Belum ada boneka di kategori ini.',

  'filters.availability': 'Ketersediaan',
  'filters.inStock': 'Stok tersedia',
  'filters.option': 'Ukuran atau warna',
  'filters.optionHint': 'Contoh: 50 cm atau Pink',
  'filters.optionApply': 'Terapkan ukuran atau warna',
  'filters.optionClear': 'Hapus filter {option}',

  'card.chooseVariant': 'Pilih Varian',
  'card.chooseVariantLabel': 'Pilih varian {name}',
} as const;

export const en: Record<keyof typeof id, string> = {
  'categories.label': 'Categories',
  'categories.all': 'All',
  'categories.allOf': 'All {name}',
  'categories.homeTitle': 'Shop by Category',
  'categories.empty': 'No dolls in this category yet.',

  'filters.availability': 'Availability',
  'filters.inStock': 'In stock',
  'filters.option': 'Size or colour',
  'filters.optionHint': 'For example: 50 cm or Pink',
  'filters.optionApply': 'Apply size or colour',
  'filters.optionClear': 'Clear the {option} filter',

  'card.chooseVariant': 'Choose Options',
  'card.chooseVariantLabel': 'Choose options for {name}',
};

registerMessages({ id, en });
