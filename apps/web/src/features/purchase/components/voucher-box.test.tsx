import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/i18n/messages/cart';
import type { Language } from '@/lib/i18n/i18n';
import { mockApi } from '@/test/api-mock';
import { renderPage } from '@/test/render';
import { VoucherBox } from './voucher-box';

/** The vouchers the shop is seeded with (docs/design.md §5). */
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

describe('the voucher box when look-ups are spent (SECURITY 40, decision 049)', { timeout: 20_000 }, () => {
  it.each<[Language, string]>([
    ['id', 'Terlalu banyak percobaan kode voucher. Coba lagi dalam 12 menit.'],
    ['en', 'Too many voucher codes tried. Please try again in 12 minutes.'],
  ])('says so, and when to try again, on a 429 (%s)', async (language, text) => {
    mockApi({
      'GET /api/vouchers/NATAL-26': {
        status: 429,
        body: { success: false, code: 'TOO_MANY_REQUESTS', message: 'Terlalu banyak.', retry_after: 690 },
      },
    });
    const onResult = vi.fn();
    const onApply = vi.fn();
    const { user } = renderPage(
      <VoucherBox applied={null} onApply={onApply} onRemove={() => undefined} onResult={onResult} />,
      { language },
    );
    await user.type(screen.getByRole('textbox'), 'natal-26');
    await user.click(screen.getByRole('button'));
    await vi.waitFor(() => expect(onResult).toHaveBeenCalledWith('error', text), { timeout: 4000 });
    expect(onApply).not.toHaveBeenCalled();
  });
});
