import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n/messages/cart';
import type { Language } from '@/lib/i18n/i18n';
import { renderPage } from '@/test/render';
import { VoucherBox } from './voucher-box';

/** The vouchers the shop is seeded with (DESIGN §5). */
const WORKING_CODES = ['BONEKA10', 'PROMO20', 'HEMAT50K'];

describe('the voucher box (item 26.7)', () => {
  it.each<Language>(['id', 'en'])('does not offer a working code as its placeholder (%s)', (language) => {
    const noop = () => undefined;
    renderPage(<VoucherBox applied={null} onApply={noop} onRemove={noop} onResult={noop} />, { language });
    const placeholder = screen.getByRole('textbox').getAttribute('placeholder') ?? '';
    expect(placeholder).not.toBe('');
    for (const code of WORKING_CODES) expect(placeholder.toUpperCase()).not.toContain(code);
    expect(placeholder).not.toMatch(/\b[A-Z0-9]{5,}\b/);
  });
});
