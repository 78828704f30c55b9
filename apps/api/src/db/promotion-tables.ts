import type { Generated } from 'kysely';

type Timestamp = string;

/** The products or categories a voucher is limited to (migration 032): one of the two per row. */
export interface VoucherTargetsTable {
  id: Generated<number>;
  voucher_id: number;
  product_id: number | null;
  category_id: number | null;
}

/** Harga grosir (032): a variant's unit price from `min_quantity` up. */
export interface VariantWholesalePricesTable {
  id: Generated<number>;
  variant_id: number;
  min_quantity: number;
  price: number;
}

/** A flash sale (032): its items' prices hold from `starts_at` until `ends_at`, or until the owner ended it early. */
export interface FlashSalesTable {
  id: Generated<number>;
  name: string;
  starts_at: Timestamp;
  ends_at: Timestamp;
  ended_early_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** A variant's flash price for its first `quota` units; `sold`: the units orders hold at it (decision 062). */
export interface FlashSaleItemsTable {
  id: Generated<number>;
  flash_sale_id: number;
  variant_id: number;
  price: number;
  quota: number;
  sold: Generated<number>;
}

export interface PromotionTables {
  voucher_targets: VoucherTargetsTable;
  variant_wholesale_prices: VariantWholesalePricesTable;
  flash_sales: FlashSalesTable;
  flash_sale_items: FlashSaleItemsTable;
}
