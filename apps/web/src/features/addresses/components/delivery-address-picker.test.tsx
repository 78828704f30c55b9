import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Address } from '@boneka/shared';
import '@/lib/i18n/messages/account';
import '@/lib/i18n/messages/checkout';
import { mockApi } from '@/test/api-mock';
import { address } from '@/test/factories';
import { renderPage } from '@/test/render';
import { DeliveryAddressPicker } from './delivery-address-picker';

/** The checkout's use of the picker: it keeps what the picker reports. */
function Checkout({ onResult }: { onResult: () => void }) {
  const [selected, setSelected] = useState<Address | null>(null);
  return (
    <>
      <DeliveryAddressPicker selected={selected} onSelect={setSelected} onEdit={vi.fn()} onResult={onResult} />
      <p>Dipilih: {selected ? selected.label : '-'}</p>
    </>
  );
}

describe('the checkout’s delivery address', () => {
  it('reads street, Kec. district, Kota/Kab. city, province, postcode', async () => {
    mockApi({
      'GET /auth/addresses': {
        body: {
          success: true,
          addresses: [
            address({
              city: { city_name: 'Kabupaten Bandung Barat' },
              district: { district_id: 1, district_name: 'Lembang' },
            }),
          ],
        },
      },
    });
    renderPage(<Checkout onResult={vi.fn()} />);
    expect(
      await screen.findByText('Jl. Dago No. 5, Kec. Lembang, Kab. Bandung Barat, Jawa Barat, 40135'),
    ).toBeInTheDocument();
  });

  // Fills in a whole address, four lists deep: long on a busy machine by nature.
  it(
    'with no address yet, "Tambah Alamat" opens the form here and comes back with the new address chosen',
    { timeout: 30_000 },
    async () => {
      const saved = address({ address_id: 21, id: 21, label: 'Kos', is_default: true });
      let stored: Address[] = [];
      mockApi({
        'GET /auth/addresses': () => ({ body: { success: true, addresses: stored } }),
        'GET /auth/provinces': {
          body: { success: true, provinces: [{ province_id: 32, province_name: 'Jawa Barat' }] },
        },
        'GET /auth/provinces/32/cities': {
          body: { success: true, cities: [{ city_id: 3273, city_name: 'Kota Bandung', province_id: 32 }] },
        },
        'GET /auth/cities/3273/districts': {
          body: { success: true, districts: [{ district_id: 327301, district_name: 'Sukasari', city_id: 3273 }] },
        },
        'POST /auth/addresses': () => {
          stored = [saved];
          return { status: 201, body: { success: true, message: 'ok', address: saved } };
        },
      });
      const onResult = vi.fn();
      const { user } = renderPage(<Checkout onResult={onResult} />, { path: '/order' });

      await user.click(await screen.findByRole('button', { name: 'Tambah Alamat' }));
      const dialog = await screen.findByRole('dialog');
      expect(dialog).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Label Alamat' }), 'Kos');
      await user.type(screen.getByRole('textbox', { name: 'Nama Penerima' }), 'Wulan Pratama');
      await user.type(screen.getByRole('textbox', { name: 'Nomor Telepon' }), '081234567890');
      await user.type(screen.getByRole('textbox', { name: 'Alamat Lengkap' }), 'Jl. Dago No. 5');
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Provinsi' }),
        await screen.findByRole('option', { name: 'Jawa Barat' }),
      );
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Kota/Kabupaten' }),
        await screen.findByRole('option', { name: 'Kota Bandung' }),
      );
      await user.selectOptions(
        screen.getByRole('combobox', { name: 'Kecamatan' }),
        await screen.findByRole('option', { name: 'Sukasari' }),
      );
      await user.type(screen.getByRole('textbox', { name: 'Kode Pos' }), '40135');
      await user.click(screen.getAllByRole('button', { name: 'Tambah Alamat' }).at(-1)!);

      expect(await screen.findByText('Dipilih: Kos')).toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
    },
  );
});
