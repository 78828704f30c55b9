import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DashboardQuery } from '@boneka/shared';
import '@/lib/i18n/messages/admin-dashboard';
import { renderPage } from '@/test/render';
import { rangeFromSearch, searchFromRange } from './dashboard-view';
import { RangePicker } from './range-picker';

describe('the dashboard’s range in the address', () => {
  it('reads ?rentang, ?dari and ?sampai, the last 30 days when none, and nothing it cannot read', () => {
    expect(rangeFromSearch(new URLSearchParams(''))).toEqual({ range: '30d' });
    expect(rangeFromSearch(new URLSearchParams('rentang=7d'))).toEqual({ range: '7d' });
    expect(rangeFromSearch(new URLSearchParams('rentang=custom&dari=2026-11-01&sampai=2026-11-21'))).toEqual({
      range: 'custom',
      from: '2026-11-01',
      to: '2026-11-21',
    });
    expect(rangeFromSearch(new URLSearchParams('rentang=tahun'))).toBeUndefined();
    expect(rangeFromSearch(new URLSearchParams('rentang=custom&dari=2026-02-30&sampai=2026-03-01'))).toBeUndefined();
  });

  it('writes back what it reads', () => {
    for (const query of [
      { range: 'month' },
      { range: 'custom', from: '2026-10-01', to: '2026-10-31' },
    ] satisfies DashboardQuery[]) {
      expect(rangeFromSearch(new URLSearchParams(searchFromRange(query)))).toEqual(query);
    }
  });
});

describe('the range picker', () => {
  const today = '2026-11-21';

  it('switches with a chip and marks the chosen one', async () => {
    const onChange = vi.fn();
    const { user } = renderPage(
      <RangePicker query={{ range: '30d' }} today={today} shown={null} onChange={onChange} />,
      { path: '/admin-dashboard' },
    );
    expect(screen.getByRole('button', { name: '30 hari' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '7 hari' }));
    expect(onChange).toHaveBeenCalledWith({ range: '7d' });
  });

  it('asks for two dates, refuses them reversed or past today with the reason, then shows them', async () => {
    const onChange = vi.fn();
    const { user } = renderPage(
      <RangePicker
        query={{ range: '7d' }}
        today={today}
        shown={{ from: '2026-11-15', to: '2026-11-21' }}
        onChange={onChange}
      />,
      { path: '/admin-dashboard' },
    );
    await user.click(screen.getByRole('button', { name: 'Pilih tanggal' }));
    const from = screen.getByLabelText('Dari tanggal');
    const to = screen.getByLabelText('Sampai tanggal');
    expect(from).toHaveValue('2026-11-15');
    expect(to).toHaveValue('2026-11-21');

    await user.clear(from);
    await user.type(from, '2026-11-22');
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(screen.getByText('Tanggal awal tidak boleh sesudah tanggal akhir.')).toHaveAttribute('role', 'alert');
    expect(from).toHaveAttribute('aria-invalid', 'true');

    await user.clear(from);
    await user.type(from, '2026-11-01');
    await user.clear(to);
    await user.type(to, '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(screen.getByText('Tanggal akhir tidak boleh melewati hari ini (WIB).')).toHaveAttribute('role', 'alert');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(to);
    await user.type(to, '2026-11-10');
    await user.click(screen.getByRole('button', { name: 'Tampilkan' }));
    expect(onChange).toHaveBeenCalledWith({ range: 'custom', from: '2026-11-01', to: '2026-11-10' });
  });
});
