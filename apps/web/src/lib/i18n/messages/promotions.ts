import { registerMessages } from '../registry';

/**
 * Promotions as the shopper and the owner read them (issue 44): harga grosir and flash sales on the product page, the
 * price kind of a cart, checkout or order line, and Gratis Ongkir in the sums.
 */
export const id = {
  'promo.grosirTitle': 'Harga Grosir',
  'promo.grosirQuantity': 'Jumlah',
  'promo.grosirPrice': 'Harga satuan',
  'promo.grosirRange': '{min}–{max} pcs',
  'promo.grosirExactly': '{min} pcs',
  'promo.grosirFrom': '≥{min} pcs',
  'promo.flashTitle': 'Flash Sale',
  'promo.flashLabel': 'Harga flash sale {now}, harga normal {normal}',
  'promo.flashEndsIn': 'Berakhir dalam',
  'promo.flashEndsAt': 'Berakhir {time}',
  'promo.flashStartsAt': 'Flash sale mulai {time}',
  'promo.flashStartsAtPrice': 'Harga flash sale {price}',
  'promo.flashLeft': 'Tersisa {count}',
  'promo.flashSold': '{sold} dari {quota} terjual',
  'promo.flashOver': 'Flash sale habis',
  'promo.flashStarted': 'Flash sale dimulai. Harga {price}, tersisa {count}.',
  'promo.unitPrice': '{price} / pcs',
  'promo.normalPrice': 'Harga normal',
  'promo.kind.wholesale': 'Harga grosir',
  'promo.kind.flash': 'Flash sale',
  'promo.freeShipping': 'Gratis Ongkir',
  'promo.freeShippingUpTo': 'Gratis ongkir s/d {amount}',
  'promo.flashSoldOut': 'Kuota flash sale {name} habis. Harga sekarang {price}.',
  'promo.flashSoldOutLeft': 'Kuota flash sale {name} tinggal {count}. Harga sekarang {price} untuk jumlah ini.',
  'promo.flashSoldOutPlain': 'Kuota flash sale sudah habis. Periksa kembali harga pesananmu.',
  'promo.shippingDiscountChanged': 'Gratis ongkir sekarang {amount}. Periksa kembali pesananmu.',
  'promo.shippingDiscountChangedPlain': 'Potongan gratis ongkir berubah. Periksa kembali pesananmu.',
};

export const en: Record<keyof typeof id, string> = {
  'promo.grosirTitle': 'Wholesale prices',
  'promo.grosirQuantity': 'Quantity',
  'promo.grosirPrice': 'Unit price',
  'promo.grosirRange': '{min}–{max} pieces',
  'promo.grosirExactly': '{min} pieces',
  'promo.grosirFrom': '{min}+ pieces',
  'promo.flashTitle': 'Flash sale',
  'promo.flashLabel': 'Flash sale price {now}, normal price {normal}',
  'promo.flashEndsIn': 'Ends in',
  'promo.flashEndsAt': 'Ends {time}',
  'promo.flashStartsAt': 'Flash sale starts {time}',
  'promo.flashStartsAtPrice': 'Flash sale price {price}',
  'promo.flashLeft': '{count} left',
  'promo.flashSold': '{sold} of {quota} sold',
  'promo.flashOver': 'Flash sale sold out',
  'promo.flashStarted': 'The flash sale has started. Price {price}, {count} left.',
  'promo.unitPrice': '{price} each',
  'promo.normalPrice': 'Normal price',
  'promo.kind.wholesale': 'Wholesale price',
  'promo.kind.flash': 'Flash sale price',
  'promo.freeShipping': 'Free shipping',
  'promo.freeShippingUpTo': 'Free shipping up to {amount}',
  'promo.flashSoldOut': 'The flash sale quota for {name} has run out. The price is now {price}.',
  'promo.flashSoldOutLeft':
    'Only {count} of {name} are left at the flash sale price. The price is now {price} for this quantity.',
  'promo.flashSoldOutPlain': 'The flash sale quota has run out. Please check your order’s prices again.',
  'promo.shippingDiscountChanged': 'Free shipping now takes {amount} off. Please check your order again.',
  'promo.shippingDiscountChangedPlain': 'The free shipping discount has changed. Please check your order again.',
};

registerMessages({ id, en });
