import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/i18n/messages/account';
import { mockApi } from '@/test/api-mock';
import { address } from '@/test/factories';
import { renderPage } from '@/test/render';
import { AddressFormModal } from './address-form-modal';

function openForm(postalCodes: string[] = []) {
  const api = mockApi({
    'GET /api/shipping/postal-codes': { body: { success: true, data: postalCodes } },
    'GET /auth/provinces': { body: { success: true, provinces: [{ province_id: 32, province_name: 'Jawa Barat' }] } },
    'GET /auth/provinces/32/cities': {
      body: { success: true, cities: [{ city_id: 3273, city_name: 'Kota Bandung', province_id: 32 }] },
    },
    'GET /auth/cities/3273/districts': {
      body: { success: true, districts: [{ district_id: 327301, district_name: 'Sukasari', city_id: 3273 }] },
    },
    'POST /auth/addresses': { status: 201, body: { success: true, message: 'ok', address: address() } },
  });
  const onSaved = vi.fn();
  const page = renderPage(<AddressFormModal open address={null} onClose={vi.fn()} onSaved={onSaved} />);
  return { ...page, api, onSaved };
}

describe('the address form', () => {
  it('says what is wrong with a bad phone number and postal code, and sends nothing', async () => {
    const { user, api } = openForm();
    await user.type(screen.getByRole('textbox', { name: 'Nomor Telepon' }), '12ab');
    await user.type(screen.getByRole('textbox', { name: 'Kode Pos' }), '401');
    await user.click(screen.getByRole('button', { name: 'Tambah Alamat' }));

    expect(await screen.findByText('Masukkan nomor telepon yang valid')).toBeInTheDocument();
    expect(screen.getByText('Kode pos terdiri dari 5 angka')).toBeInTheDocument();
    expect(screen.getByText('Provinsi wajib dipilih')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/addresses')).toHaveLength(0);
  });

  it('saves a complete address', async () => {
    const { user, api, onSaved } = openForm();
    await user.type(screen.getByRole('textbox', { name: 'Label Alamat' }), 'Rumah');
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
    await user.click(screen.getByRole('button', { name: 'Tambah Alamat' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Alamat berhasil ditambahkan!'));
    expect(api.callsTo('POST /auth/addresses').map((call) => call.body)).toEqual([
      {
        label: 'Rumah',
        recipientName: 'Wulan Pratama',
        phoneNumber: '081234567890',
        streetAddress: 'Jl. Dago No. 5',
        province: 32,
        city: 3273,
        district: 327301,
        postalCode: '40135',
        notes: null,
        isDefault: false,
      },
    ]);
  });

  const chooseSukasari = async (user: ReturnType<typeof openForm>['user']) => {
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
  };

  it('fills in the postal code when the kecamatan has one (issue 40, item 19)', async () => {
    const { user, api } = openForm(['45366']);
    await chooseSukasari(user);
    await vi.waitFor(() => expect(screen.getByLabelText('Kode Pos')).toHaveValue('45366'));
    expect(api.callsTo('GET /api/shipping/postal-codes')).toHaveLength(1);
  });

  it('lists the codes of a kecamatan that has several, and never overwrites a code the shopper typed', async () => {
    const { user } = openForm(['40151', '40152']);
    await user.type(screen.getByRole('textbox', { name: 'Kode Pos' }), '40153');
    await chooseSukasari(user);
    expect(await screen.findByText('Kode pos di kecamatan ini: 40151, 40152')).toBeInTheDocument();
    // With the list of codes the field is a combobox: typed, or one of the codes chosen.
    expect(screen.getByRole('combobox', { name: 'Kode Pos' })).toHaveValue('40153');
  });
});
