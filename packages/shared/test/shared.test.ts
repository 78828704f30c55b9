import { describe, expect, it } from 'vitest';
import { AddressBody, formatRupiah, isCommonPassword, RegisterBody, VerifyEmailBody } from '../src/index.js';

describe('formatRupiah', () => {
  it.each([
    [150000, 'Rp 150.000'],
    [0, 'Rp 0'],
    [1250000, 'Rp 1.250.000'],
    [999, 'Rp 999'],
    [-50000, '-Rp 50.000'],
  ])('%d → %s', (amount, expected) => {
    expect(formatRupiah(amount)).toBe(expected);
  });
});

describe('RegisterBody', () => {
  const valid = { email: ' Siti@Contoh.ID ', password: 'Boneka-Lucu-2026', firstName: ' Siti ' };
  it('normalises e-mail and trims names; blank optional fields become null', () => {
    expect(RegisterBody.parse({ ...valid, lastName: '  ', phoneNumber: '' })).toEqual({
      email: 'siti@contoh.id',
      password: 'Boneka-Lucu-2026',
      firstName: 'Siti',
      lastName: null,
      phoneNumber: null,
    });
  });
  it('refuses common and short passwords, case-insensitively', () => {
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(RegisterBody.safeParse({ ...valid, password: 'Qwerty123' }).success).toBe(false);
    expect(RegisterBody.safeParse({ ...valid, password: '12345' }).success).toBe(false);
  });
  it('drops fields it does not know', () => {
    expect(RegisterBody.parse({ ...valid, type: 'admin' })).not.toHaveProperty('type');
  });
});

describe('VerifyEmailBody', () => {
  it('takes exactly six digits', () => {
    expect(VerifyEmailBody.safeParse({ email: 'a@b.co', otp: '012345' }).success).toBe(true);
    for (const otp of ['12345', '1234567', '12345a', ' 123456']) {
      expect(VerifyEmailBody.safeParse({ email: 'a@b.co', otp }).success).toBe(false);
    }
  });
});

describe('AddressBody', () => {
  it('coerces numeric region ids and defaults isDefault to false', () => {
    const parsed = AddressBody.parse({
      label: 'Rumah',
      recipientName: 'Siti',
      phoneNumber: '081234567890',
      streetAddress: 'Jl. Setiabudi 12',
      province: '32',
      city: 3273,
      district: '327301',
      postalCode: '40154',
    });
    expect(parsed).toMatchObject({ province: 32, city: 3273, district: 327301, isDefault: false, notes: null });
  });
});
