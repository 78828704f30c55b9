import { describe, expect, it } from 'vitest';
import type { Catalogue } from './registry';

const areas = import.meta.glob<Catalogue>('./messages/*.ts', { eager: true });

/**
 * Messages that are rightly the same in both catalogues, each with its reason. Keep it short: anything a shopper or
 * the owner reads as a sentence or a label has an Indonesian wording of its own.
 */
const SAME_IN_BOTH: Readonly<Record<string, string>> = {
  'Boneka Shop': 'the shop’s name',
  'halo@bonekashop.id': 'an address',
  '+62 812-3456-7890': 'a phone number',
  'Midtrans · {channel}': 'the payment gateway’s name and its channel name',
  'Rp 100.000 – Rp 250.000': 'a price range, Rupiah is written alike in both',
  Email: 'Indonesian shops write “Email” too (Tokopedia, Shopee)',
  Admin: 'the same word in Indonesian',
  Status: 'the same word in Indonesian',
  Total: 'the same word in Indonesian',
  Subtotal: 'the same word in Indonesian',
  'Bank {bank}': 'the same word in Indonesian, before the bank’s name',
  Rating: 'the word Indonesian shops use for the stars (Tokopedia)',
  Refund: 'the word Indonesian shops use for money given back (Tokopedia, Shopee), as in “Perlu refund”',
  Checkout: 'the word Indonesian shops use for the step (Shopee, Tokopedia)',
  Wishlist: 'the word Indonesian shops use for saved products (Tokopedia)',
  'Resi {resi}': 'the word the couriers print on the parcel, which the English pages use too ("Earlier resi")',
  // The owner writes to buyers on WhatsApp in Indonesian, whatever language the admin page is shown in.
  'Halo {name}, ini Boneka Shop. Pesanan {number}: {status}, {payment}.{resi} Detail pesanan: {url}':
    'a WhatsApp message to the buyer',
  ' Nomor resi: {resi}.': 'part of the WhatsApp message to the buyer',
};

/** Placeholders and plural forms are no words: `{count}/{max}` or `#` say the same in both languages. */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{[^{}]*\}/g, ''));

const messages = Object.entries(areas).flatMap(([file, area]) =>
  Object.entries(area.id).map(([key, id]) => ({ file, key, id, en: area.en[key] })),
);

describe('the catalogues', () => {
  it('say every message in Indonesian, not in the English of the `en` catalogue', () => {
    const untranslated = messages
      .filter(({ id, en }) => id === en && hasWords(id) && !(id in SAME_IN_BOTH))
      .map(({ file, key, id }) => `${file} ${key}: ${id}`);
    expect(untranslated).toEqual([]);
  });

  it('speak to the shopper as “kamu”, never “Anda”', () => {
    const formal = messages.filter(({ id }) => /\bAnda(?:lah)?\b/i.test(id)).map(({ key, id }) => `${key}: ${id}`);
    expect(formal).toEqual([]);
  });

  it('keep every placeholder of the English message in the Indonesian one', () => {
    const names = (text: string) => [...new Set(Array.from(text.matchAll(/\{(\w+)[,}]/g), ([, name]) => name))].sort();
    const mismatched = messages
      .filter(({ id, en }) => names(id).join() !== names(en ?? '').join())
      .map(({ key, id, en }) => `${key}: ${id} | ${en}`);
    expect(mismatched).toEqual([]);
  });

  it('keep the allowed list true: every entry is still used by some message', () => {
    const used = new Set(messages.filter(({ id, en }) => id === en).map(({ id }) => id));
    expect(Object.keys(SAME_IN_BOTH).filter((text) => !used.has(text))).toEqual([]);
  });
});
