import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { ShippingEstimate as Estimate } from '@boneka/shared';
import '@/lib/i18n/messages/product-page';
import { clearSession, saveSession } from '@/lib/session';
import { mockApi, type ApiReply } from '@/test/api-mock';
import { shippingOption } from '@/test/factories';
import { renderPage } from '@/test/render';
import { ShippingEstimate, type PlaceSource } from './shipping-estimate';

const places: PlaceSource = {
  provinces: async () => [{ province_id: 32, province_name: 'Jawa Barat' }],
  cities: async (provinceId) =>
    provinceId === 32 ? [{ city_id: 3273, city_name: 'Kota Bandung', province_id: 32 }] : [],
  districts: async (cityId) =>
    cityId === 3273 ? [{ district_id: 327302, district_name: 'Coblong', city_id: 3273 }] : [],
};

const sicepat = shippingOption({
  code: 'sicepat',
  courier: 'SiCepat',
  name: 'SiCepat - REG',
  service: 'REG',
  cost: 9_000,
  price: 9_000,
  etd: '1-2 hari',
});
const jne = shippingOption({ cost: 11_000, price: 11_000 });

const estimateTo = (label: string | null, options = [sicepat, jne]): ApiReply => ({
  body: {
    success: true,
    data: {
      options: label ? options : [],
      destination: label ? { district_id: 327302, label } : null,
      origin: 'Kota Bandung',
    } satisfies Estimate,
  },
});

const signIn = () =>
  saveSession({
    accessToken: 'access',
    refreshToken: 'refresh',
    user: {
      id: 5,
      username: 'siti',
      email: 'siti@contoh.id',
      type: 'customer',
      firstName: 'Siti',
      lastName: null,
      phoneNumber: null,
      emailVerified: true,
      profileImageUrl: null,
    },
  });

afterEach(() => clearSession());

function open(reply: ApiReply | ((body: unknown) => ApiReply), variantId: number | null = 14) {
  const api = mockApi({
    'POST /api/shipping/estimate': (call) => (typeof reply === 'function' ? reply(call.body) : reply),
  });
  const page = renderPage(<ShippingEstimate variantId={variantId} places={places} />);
  return { ...page, api, estimates: () => api.callsTo('POST /api/shipping/estimate').map((c) => c.body) };
}

describe('the product page’s ongkir estimate', () => {
  it('says where parcels leave from, and asks a visitor where to before asking the server anything', async () => {
    const { user, estimates } = open(estimateTo('Kec. Coblong, Kota Bandung'));
    expect(screen.getByText('Dikirim dari Kota Bandung')).toBeInTheDocument();
    expect(estimates()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cek ongkir ke kotamu' }));
    const dialog = screen.getByRole('dialog', { name: 'Kirim ke mana?' });
    expect(within(dialog).getByRole('button', { name: 'Cek Ongkir' })).toBeDisabled();
    await user.selectOptions(await within(dialog).findByRole('combobox', { name: 'Provinsi' }), 'Jawa Barat');
    await within(dialog).findByRole('option', { name: 'Kota Bandung' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kota/Kabupaten' }), 'Kota Bandung');
    await within(dialog).findByRole('option', { name: 'Coblong' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Kecamatan' }), 'Coblong');
    await user.click(within(dialog).getByRole('button', { name: 'Cek Ongkir' }));

    expect(await screen.findByText('Mulai Rp 9.000')).toBeInTheDocument();
    expect(screen.getByText(/SiCepat - REG · 1-2 hari/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Ongkos kirim Ke Kec. Coblong, Kota Bandung' })).toBeInTheDocument();
    expect(estimates()).toEqual([{ variant_id: 14, districtId: 327302 }]);
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Lihat semua kurir' }));
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['SiCepat - REG · 1-2 hariRp 9.000', 'JNE - REG · 2-4 hariRp 11.000']);
  });

  it('remembers the place picked for the next product page', async () => {
    const first = open(estimateTo('Kec. Coblong, Kota Bandung'));
    await first.user.click(screen.getByRole('button', { name: 'Cek ongkir ke kotamu' }));
    await first.user.selectOptions(await screen.findByRole('combobox', { name: 'Provinsi' }), 'Jawa Barat');
    await first.user.selectOptions(await screen.findByRole('combobox', { name: 'Kota/Kabupaten' }), 'Kota Bandung');
    await screen.findByRole('option', { name: 'Coblong' });
    await first.user.selectOptions(screen.getByRole('combobox', { name: 'Kecamatan' }), 'Coblong');
    await first.user.click(screen.getByRole('button', { name: 'Cek Ongkir' }));
    await screen.findByText('Mulai Rp 9.000');
    first.unmount();

    const next = open(estimateTo('Kec. Coblong, Kota Bandung'), 21);
    expect(await screen.findByText('Mulai Rp 9.000')).toBeInTheDocument();
    expect(next.estimates()).toEqual([{ variant_id: 21, districtId: 327302 }]);
    expect(screen.getByRole('button', { name: 'Ubah tujuan' })).toBeInTheDocument();
  });

  it('quotes a signed-in shopper’s default address without asking', async () => {
    signIn();
    const { estimates } = open(estimateTo('Kec. Gambir, Kota Jakarta Pusat'));
    expect(await screen.findByText('Mulai Rp 9.000')).toBeInTheDocument();
    expect(screen.getByText('Ke Kec. Gambir, Kota Jakarta Pusat')).toBeInTheDocument();
    expect(estimates()).toEqual([{ variant_id: 14 }]);
  });

  it('asks a signed-in shopper without an address where to', async () => {
    signIn();
    const { estimates } = open(estimateTo(null));
    expect(await screen.findByRole('button', { name: 'Cek ongkir ke kotamu' })).toBeInTheDocument();
    expect(estimates()).toHaveLength(1);
    expect(screen.queryByText(/Mulai/)).toBeNull();
  });

  it('asks again for the variant chosen', async () => {
    signIn();
    const { estimates, rerender } = open(estimateTo('Kec. Coblong, Kota Bandung'));
    await screen.findByText('Mulai Rp 9.000');
    rerender(<ShippingEstimate variantId={15} places={places} />);
    await screen.findByText('Mulai Rp 9.000');
    expect(estimates()).toEqual([{ variant_id: 14 }, { variant_id: 15 }]);
  });

  it.each([
    [{ status: 422, body: { success: false, code: 'SHIPPING_DESTINATION_UNKNOWN', message: 'x' } }, /belum mengenali/],
    [{ status: 429, body: { success: false, code: 'RATE_LIMITED', message: 'x' } }, /belum bisa dihitung/],
  ])('says so plainly when no estimate can be had (%#)', async (reply, text) => {
    signIn();
    open(reply);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});
