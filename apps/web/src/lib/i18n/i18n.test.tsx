import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { I18nProvider, useLanguage, useT } from './i18n';
import './messages/cart';
import './messages/checkout';

function StockNote() {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  return (
    <>
      <p>{t('cart.stockLeft', { name: 'Teddy Bear Jumbo', count: 2 })}</p>
      <p>{t('cart.lineLimit', {})}</p>
      <button type="button" onClick={() => setLanguage(language === 'id' ? 'en' : 'id')}>
        {t('common.close')}
      </button>
    </>
  );
}

function ItemCounts() {
  const t = useT();
  return (
    <ul>
      {[1, 3].map((count) => (
        <li key={count}>{t('checkout.itemCount', { count })}</li>
      ))}
    </ul>
  );
}

const renderNote = () =>
  render(
    <I18nProvider>
      <StockNote />
    </I18nProvider>,
  );

describe('i18n', () => {
  it('speaks Indonesian by default and fills in the numbers and names', () => {
    renderNote();
    expect(screen.getByText('Stok Teddy Bear Jumbo tersisa 2.')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('id');
  });

  it('leaves a placeholder it has no value for as it is', () => {
    renderNote();
    expect(screen.getByText('Maksimal {limit} unit per produk dalam satu pesanan.')).toBeInTheDocument();
  });

  it('switches to English at once, and remembers the choice for the next visit', async () => {
    const user = userEvent.setup();
    const { unmount } = renderNote();
    await user.click(screen.getByRole('button', { name: 'Tutup' }));

    expect(screen.getByText('Only 2 of Teddy Bear Jumbo left.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('en');

    unmount();
    renderNote();
    expect(screen.getByText('Only 2 of Teddy Bear Jumbo left.')).toBeInTheDocument();
  });

  it('says one product and several products in English, and the same word for both in Indonesian', () => {
    window.localStorage.setItem('language', 'en');
    const { unmount } = render(
      <I18nProvider>
        <ItemCounts />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 product', '3 products']);
    unmount();

    window.localStorage.setItem('language', 'id');
    render(
      <I18nProvider>
        <ItemCounts />
      </I18nProvider>,
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['1 produk', '3 produk']);
  });
});
