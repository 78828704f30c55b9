/** The shop itself: its name, where it is, and where transfers go (the payment page, the order mails, invoices). */
export const SHOP = {
  name: 'Boneka Shop',
  company: 'PT Boneka Nusantara',
  address: 'Jl. Braga No. 45, Sumur Bandung, Kota Bandung, Jawa Barat 40111',
  /** Where parcels leave from, as the product page says it before a quote names it (SHOP_ORIGIN_DISTRICT's city). */
  originCity: 'Kota Bandung',
  phone: '+62 812-3456-7890',
  email: 'halo@bonekashop.id',
} as const;

/** The shop's accounts for bank transfers; all three are in the company's name. */
export const ACCOUNT_HOLDER = SHOP.company;
export const BANK_ACCOUNTS = [
  { bank: 'BCA', number: '8730 412 556' },
  { bank: 'Mandiri', number: '131 00 2468 1357' },
  { bank: 'BNI', number: '0912 345 678' },
] as const;
