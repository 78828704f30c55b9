import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/i18n/messages/catalog';
import { renderPage } from '@/test/render';
import { PriceFilter } from './price-filter';

function openFilter() {
  const onChange = vi.fn();
  const page = renderPage(<PriceFilter minPrice={undefined} maxPrice={undefined} onChange={onChange} />);
  return { ...page, onChange };
}

describe('the custom price range reads Rupiah the Indonesian way (issue 26.2)', () => {
  it('applies "Rp 100.000" to "500.000,00" as Rp 100.000 to Rp 500.000', async () => {
    const { user, onChange } = openFilter();
    await user.type(screen.getByRole('textbox', { name: 'Minimal (Rp)' }), 'Rp 100.000');
    await user.type(screen.getByRole('textbox', { name: 'Maksimal (Rp)' }), '500.000,00');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(onChange).toHaveBeenCalledWith({ minPrice: 100_000, maxPrice: 500_000 });
  });

  it('refuses "100.00" with what it read, and applies nothing', async () => {
    const { user, onChange } = openFilter();
    await user.type(screen.getByRole('textbox', { name: 'Minimal (Rp)' }), '100.00');
    await user.click(screen.getByRole('button', { name: 'Terapkan' }));
    expect(screen.getByRole('textbox', { name: 'Minimal (Rp)' })).toHaveAccessibleDescription(
      'Terbaca "100.00": maksudnya 100 atau 100.000? Titik memisahkan ribuan dan tidak ada sen; tulis salah satunya.',
    );
    expect(onChange).not.toHaveBeenCalled();
  });
});
