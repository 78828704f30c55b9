import { describe, expect, it } from 'vitest';
import {
  AddressBody,
  CreateOrderBody,
  CreateReviewBody,
  collapseToOneLine,
  Email,
  multiLineText,
  MULTI_LINE_TEXT_MESSAGE,
  optionalMultiLineText,
  optionalText,
  ProductBody,
  RegisterBody,
  singleLineText,
  SINGLE_LINE_TEXT_MESSAGE,
  UpdateOrderStatusBody,
  UpdatePaymentStatusBody,
  UpdateProfileBody,
} from '../src/index.js';

const BIDI_CONTROLS = ['\u061C', '\u200E', '\u200F', '\u202A', '\u202B', '\u202C', '\u202D', '\u202E'].concat([
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
]);
const C0_AND_C1 = ['\u0000', '\u0007', '\b', '\t', '\n', '\u000B', '\f', '\r', '\u001B', '\u007F', '\u0085', '\u009B'];

const firstIssue = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues[0];

describe('singleLineText', () => {
  const name = singleLineText(60).min(1, 'Name is required');

  it.each(["Siti Nur'aini", 'Dewi 🌸', 'Ñoño Müller-Łukasz', 'محمد', 'Budi  Santoso', '李小龍', '👩‍👩‍👧 Keluarga'])(
    'keeps %s as written',
    (text) => {
      expect(name.parse(text)).toBe(text);
    },
  );

  it('trims the ends, line breaks and tabs there included, like the fields did before', () => {
    expect(name.parse('  Siti \n')).toBe('Siti');
    expect(name.parse('\tSiti')).toBe('Siti');
  });

  it.each([...C0_AND_C1, '\u2028', '\u2029'])('refuses the control character %j inside the text', (control) => {
    const result = name.safeParse(`Siti${control}Rahayu`);
    expect(result.success).toBe(false);
    expect(firstIssue(result)?.message).toBe(SINGLE_LINE_TEXT_MESSAGE);
  });

  it.each(BIDI_CONTROLS)('refuses the bidi control %j anywhere, also at the ends', (control) => {
    expect(name.safeParse(`Siti${control}Rahayu`).success).toBe(false);
    expect(name.safeParse(`${control}Siti`).success).toBe(false);
    expect(name.safeParse(`Siti${control}`).success).toBe(false);
  });

  it('still applies its length cap after trimming', () => {
    expect(singleLineText(5).safeParse('  abcde  ').success).toBe(true);
    expect(singleLineText(5).safeParse('abcdef').success).toBe(false);
  });
});

describe('multiLineText', () => {
  const comment = multiLineText(2000);

  it('keeps line breaks and tabs', () => {
    expect(comment.parse('Bagus sekali.\n\n\tTerima kasih 🌸')).toBe('Bagus sekali.\n\n\tTerima kasih 🌸');
  });

  it('turns CRLF, as multipart forms send line breaks, into LF', () => {
    expect(comment.parse('Baris satu\r\nBaris dua\r\n')).toBe('Baris satu\nBaris dua');
  });

  it.each(['\r', '\u0000', '\u001B', '\u007F', '\u0085', ...BIDI_CONTROLS])('refuses %j', (control) => {
    const result = comment.safeParse(`Bagus${control} sekali`);
    expect(result.success).toBe(false);
    expect(firstIssue(result)?.message).toBe(MULTI_LINE_TEXT_MESSAGE);
  });
});

describe('optional texts', () => {
  it('turn blank into null and refuse control characters', () => {
    expect(optionalText(60).parse('  ')).toBeNull();
    expect(optionalText(60).parse(undefined)).toBeNull();
    expect(optionalText(60).safeParse('Ra\nhayu').success).toBe(false);
    expect(optionalMultiLineText(300).parse('Baris satu\nBaris dua')).toBe('Baris satu\nBaris dua');
    expect(optionalMultiLineText(300).safeParse('Baris\u202Esatu').success).toBe(false);
  });
});

describe('the request schemas refuse control characters in every person-written field', () => {
  const register = { email: 'siti@contoh.id', password: 'Boneka-Lucu-2026', firstName: 'Siti' };
  const address = {
    label: 'Rumah',
    recipientName: 'Siti',
    phoneNumber: '081234567890',
    streetAddress: 'Jl. Setiabudi 12',
    province: 32,
    city: 3273,
    district: 327301,
    postalCode: '40154',
  };
  const order = {
    address_id: 1,
    payment_method: 'Transfer Bank',
    items: [{ product_id: 1, quantity: 1 }],
    shipping: { courier: 'jne', service: 'REG' },
  };

  it.each([
    ['RegisterBody', RegisterBody, register, ['firstName', 'lastName', 'username', 'phoneNumber', 'email']],
    ['UpdateProfileBody', UpdateProfileBody, { firstName: 'Siti' }, ['firstName', 'lastName', 'phoneNumber']],
    [
      'AddressBody',
      AddressBody,
      address,
      ['label', 'recipientName', 'phoneNumber', 'streetAddress', 'postalCode', 'notes'],
    ],
    [
      'CreateReviewBody',
      CreateReviewBody,
      { product_id: 1, order_id: 1, rating: 5, comment: 'Bagus sekali, lembut.' },
      ['title'],
    ],
    ['ProductBody', ProductBody, { name: 'Boneka', price: 1000, stock: 1 }, ['name', 'image_url']],
    ['CreateOrderBody', CreateOrderBody, order, ['voucher_code']],
    ['UpdateOrderStatusBody', UpdateOrderStatusBody, { status: 'shipped' }, ['tracking_number']],
    ['UpdatePaymentStatusBody', UpdatePaymentStatusBody, { payment_status: 'failed' }, ['payment_method']],
  ] as const)('%s', (_name, schema, valid, fields) => {
    expect(schema.safeParse(valid).success).toBe(true);
    for (const field of fields) {
      for (const control of ['\n', '\u202E']) {
        const result = schema.safeParse({ ...valid, [field]: `ab12${control}34cd` });
        expect(result.success, `${field} with ${JSON.stringify(control)}`).toBe(false);
        expect(firstIssue(result)?.path, field).toEqual([field]);
      }
    }
  });

  it('CreateOrderBody: the courier and service of the shipping option too', () => {
    for (const key of ['courier', 'service']) {
      const result = CreateOrderBody.safeParse({ ...order, shipping: { ...order.shipping, [key]: 'jn\ne' } });
      expect(result.success).toBe(false);
    }
  });

  it.each([
    ['CreateReviewBody', CreateReviewBody, { product_id: 1, order_id: 1, rating: 5 }, 'comment'],
    ['CreateOrderBody', CreateOrderBody, order, 'notes'],
    ['ProductBody', ProductBody, { name: 'Boneka', price: 1000, stock: 1 }, 'description'],
    ['UpdatePaymentStatusBody', UpdatePaymentStatusBody, { payment_status: 'failed' }, 'note'],
  ] as const)('%s.%s is multi-line: line breaks pass, other controls do not', (_name, schema, valid, field) => {
    expect(schema.safeParse({ ...valid, [field]: 'Baris satu yang panjang\nBaris dua\tok' }).success).toBe(true);
    for (const control of ['\r', '\u0000', '\u202E']) {
      const result = schema.safeParse({ ...valid, [field]: `Baris satu yang panjang${control} dua` });
      expect(result.success, `${field} with ${JSON.stringify(control)}`).toBe(false);
    }
  });

  it('Email gives the clear message for a control character and still normalises', () => {
    expect(Email.parse(' Siti@Contoh.ID ')).toBe('siti@contoh.id');
    expect(firstIssue(Email.safeParse('siti\u202E@contoh.id'))?.message).toBe(SINGLE_LINE_TEXT_MESSAGE);
  });
});

describe('collapseToOneLine', () => {
  it('turns runs of whitespace and control characters into one space and drops bidi controls', () => {
    expect(collapseToOneLine('  Budi\r\n\n\tSantoso\u0000\u0085x  ')).toBe('Budi Santoso x');
    expect(collapseToOneLine('\u202Egnp.exe\u202C Budi\u2028Baru')).toBe('gnp.exe Budi Baru');
    expect(collapseToOneLine("Siti Nur'aini 🌸")).toBe("Siti Nur'aini 🌸");
  });
});
