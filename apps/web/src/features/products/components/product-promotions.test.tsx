import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FlashOffer } from '@boneka/shared/promotions';
import { renderPage } from '@/test/render';
import { countdownText, flashPhase, ProductPromotions, tierRanges } from './product-promotions';

const HOUR = 3_600_000;

/** A flash sale on a Rp 150.000 doll: Rp 99.000 for the first 50, 12 of them left. */
function offer(overrides: Partial<FlashOffer> = {}): FlashOffer {
  return {
    flash_sale_item_id: 1,
    price: 99_000,
    normal_price: 150_000,
    quota: 50,
    remaining: 12,
    starts_at: new Date(Date.now() - HOUR).toISOString(),
    ends_at: new Date(Date.now() + 2 * HOUR + 14 * 60_000 + 9_000).toISOString(),
    ...overrides,
  };
}

const normalPrice = <p>Rp 150.000</p>;

describe('the flash sale on the product page (issue 44)', () => {
  it('reads its phase from the clock, the quota and whether the page listed one', () => {
    const now = Date.now();
    expect(flashPhase(null, false, now)).toBe('none');
    expect(flashPhase(null, true, now)).toBe('over');
    expect(flashPhase(offer(), true, now)).toBe('running');
    expect(flashPhase(offer({ remaining: 0 }), true, now)).toBe('over');
    expect(flashPhase(offer({ starts_at: new Date(now + HOUR).toISOString() }), true, now)).toBe('scheduled');
    expect(flashPhase(offer({ ends_at: new Date(now - 1).toISOString() }), true, now)).toBe('over');
  });

  it('counts down in hours, minutes and seconds, past a day too', () => {
    expect(countdownText(2 * HOUR + 14 * 60_000 + 9_000)).toBe('02:14:09');
    expect(countdownText(50 * HOUR)).toBe('50:00:00');
    expect(countdownText(-5)).toBe('00:00:00');
  });

  it('shows the running sale: its price against the normal one, the time and the quota left', async () => {
    renderPage(
      <ProductPromotions offer={offer()} listed wholesale={[]}>
        {normalPrice}
      </ProductPromotions>,
    );
    const banner = await screen.findByRole('region', { name: /Flash Sale/ });
    expect(within(banner).getByText('Harga flash sale Rp 99.000, harga normal Rp 150.000')).toBeInTheDocument();
    expect(within(banner).getByText('Tersisa 12')).toBeInTheDocument();
    expect(within(banner).getByText('38 dari 50 terjual')).toBeInTheDocument();
    const countdown = within(banner).getByTestId('flash-countdown');
    expect(countdown.textContent).toMatch(/^02:14:0\d$/);
    // The ticking time is not read out every second.
    expect(countdown).toHaveAttribute('aria-live', 'off');
    expect(banner.closest('[role="status"]')).toBeNull();
    expect(screen.queryByText('Rp 150.000', { selector: 'p' })).toBeNull();
  });

  it('before its start shows the normal price, when it starts and at what price', () => {
    const starts = new Date('2026-12-12T05:00:00.000Z');
    renderPage(
      <ProductPromotions
        offer={offer({ starts_at: starts.toISOString(), ends_at: '2026-12-12T08:00:00.000Z' })}
        listed
        wholesale={[]}
      >
        {normalPrice}
      </ProductPromotions>,
    );
    expect(screen.getByText('Rp 150.000')).toBeInTheDocument();
    expect(
      screen.getByText('Flash sale mulai Sabtu, 12 Des 2026 12.00 WIB · Harga flash sale Rp 99.000'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Flash Sale/ })).toBeNull();
  });

  it('sold out or over: the normal price, and says the flash sale is over', () => {
    renderPage(
      <ProductPromotions offer={offer({ remaining: 0 })} listed wholesale={[]}>
        {normalPrice}
      </ProductPromotions>,
    );
    expect(screen.getByText('Rp 150.000')).toBeInTheDocument();
    expect(screen.getByText('Flash sale habis')).toBeInTheDocument();
    expect(screen.queryByText('Rp 99.000')).toBeNull();
  });

  it('announces a change of state once, not the first state it shows', async () => {
    /** The page's poll, told by a button here: the offer is gone (sold out). */
    function Polled() {
      const [live, setLive] = useState<FlashOffer | null>(offer());
      return (
        <>
          <button type="button" onClick={() => setLive(null)}>
            poll
          </button>
          <ProductPromotions offer={live} listed wholesale={[]}>
            {normalPrice}
          </ProductPromotions>
        </>
      );
    }
    const { user } = renderPage(<Polled />);
    const announcement = screen.getByTestId('flash-announcement');
    expect(announcement).toHaveAttribute('role', 'status');
    expect(announcement).toHaveTextContent(/^$/);
    await user.click(screen.getByRole('button', { name: 'poll' }));
    expect(announcement).toHaveTextContent('Flash sale habis');
    expect(screen.getByText('Rp 150.000')).toBeInTheDocument();
  });
});

describe('harga grosir on the product page (issue 44)', () => {
  it('names the quantities each tier is for, up to the next one', () => {
    expect(
      tierRanges([
        { min_quantity: 5, price: 140_000 },
        { min_quantity: 2, price: 145_000 },
      ]),
    ).toEqual([
      { min: 2, max: 4, price: 145_000 },
      { min: 5, max: null, price: 140_000 },
    ]);
  });

  it('shows a table of the chosen variant’s tiers under its price', () => {
    renderPage(
      <ProductPromotions
        offer={null}
        listed={false}
        wholesale={[
          { min_quantity: 2, price: 145_000 },
          { min_quantity: 3, price: 142_000 },
          { min_quantity: 5, price: 140_000 },
        ]}
      >
        {normalPrice}
      </ProductPromotions>,
    );
    const table = screen.getByRole('table', { name: 'Harga Grosir' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent);
    expect(rows).toEqual(['2 pcsRp 145.000', '3–4 pcsRp 142.000', '≥5 pcsRp 140.000']);
    expect(screen.getByText('Rp 150.000')).toBeInTheDocument();
  });
});
