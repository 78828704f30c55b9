import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderPage } from '@/test/render';
import { SalePrice, UnitPrice } from './sale-price';

const sale = { price: 150_000, normal_price: 200_000, percent_off: 25 };

const show = (node: ReactElement, language: 'id' | 'en' = 'id') => renderPage(node, { language });

describe('harga coret (issue 30)', () => {
  it('shows the price in force, the normal price struck through and the percent off', () => {
    const { container } = show(<SalePrice sale={sale} />);
    const struck = container.querySelector('s');
    expect(struck).toHaveTextContent('Rp 200.000');
    expect(screen.getByText('-25%')).toBeVisible();
    expect(screen.getByText('Rp 150.000')).toBeVisible();
  });

  it('reads as one sentence to a screen reader, in either language', () => {
    show(<SalePrice sale={sale} />);
    expect(screen.getByText('Harga normal Rp 200.000, sekarang Rp 150.000, hemat 25%')).toHaveClass('sr-only');
    for (const shown of [screen.getByText('-25%'), screen.getByText('Rp 200.000')]) {
      expect(shown.closest('[aria-hidden="true"]')).not.toBeNull();
    }
  });

  it('speaks English too, with "from" before both prices when other variants cost more', () => {
    show(<SalePrice sale={sale} prefix="from" />, 'en');
    expect(screen.getByText('Normal price from Rp 200.000, now from Rp 150.000, 25% off')).toBeInTheDocument();
  });

  it('a line without a sale shows its price plainly, with nothing crossed out', () => {
    const { container } = show(<UnitPrice price={90_000} sale={null} />);
    expect(screen.getByText('Rp 90.000')).toBeVisible();
    expect(container.querySelector('s')).toBeNull();
    expect(screen.queryByText(/%/)).toBeNull();
  });

  it('a line on sale shows the sale and its normal price', () => {
    const { container } = show(<UnitPrice price={150_000} sale={sale} />);
    expect(container.querySelector('s')).toHaveTextContent('Rp 200.000');
    expect(screen.getByText('-25%')).toBeVisible();
  });
});
