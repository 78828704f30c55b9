import { useId, useState, useSyncExternalStore, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { City, District, Province, ShippingOption } from '@boneka/shared';
import { shortCityName } from '@boneka/shared/address-format';
import { formatRupiah } from '@boneka/shared/money';
import { SHOP } from '@boneka/shared/shop';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-field';
import { TruckIcon } from '@/components/ui/icons';
import { Modal } from '@/components/ui/modal';
import { isApiError } from '@/lib/api-client';
import { etdText } from '@/lib/etd-text';
import { useT } from '@/lib/i18n/i18n';
import { useSession } from '@/lib/session';
import { storage } from '@/lib/storage';
import { useShippingEstimate } from '../api/estimate-shipping';

/**
 * The lists of Indonesia's places, from the address book's own reads (the page passes them in: a feature does not
 * import a sibling), under the same query keys so that either fills the other's cache.
 */
export type PlaceSource = {
  provinces: () => Promise<Province[]>;
  cities: (provinceId: number) => Promise<City[]>;
  districts: (cityId: number) => Promise<District[]>;
};

/** A district the shopper picked for estimates, remembered in this browser for every product page. */
export type PickedPlace = { districtId: number; label: string };

const PLACE_KEY = 'shippingPlace';
const placeListeners = new Set<() => void>();

function readPlace(): string | null {
  return storage.get(PLACE_KEY);
}

function parsePlace(raw: string | null): PickedPlace | null {
  try {
    const value = JSON.parse(raw ?? 'null') as Partial<PickedPlace> | null;
    return value && Number.isInteger(value.districtId) && typeof value.label === 'string'
      ? { districtId: value.districtId!, label: value.label }
      : null;
  } catch {
    return null;
  }
}

/** The picked place; none while a server-rendered page hydrates (the server knows nothing of this browser). */
function usePickedPlace(): [PickedPlace | null, (place: PickedPlace) => void] {
  const raw = useSyncExternalStore(
    (listener) => {
      placeListeners.add(listener);
      return () => placeListeners.delete(listener);
    },
    readPlace,
    () => null,
  );
  const pick = (place: PickedPlace) => {
    storage.set(PLACE_KEY, JSON.stringify(place));
    for (const listener of placeListeners) listener();
  };
  return [parsePlace(raw), pick];
}

type ShippingEstimateProps = {
  /** The variant to quote: the chosen one, else the lightest that fits (its estimate is the least it costs). */
  variantId: number | null;
  places: PlaceSource;
};

/**
 * "Dikirim dari Kota Bandung" and the ongkir of this variant: to the place the shopper picked, else to a signed-in
 * shopper's default address, else a button to pick a place. The cheapest option first, the others on request.
 */
export function ShippingEstimate({ variantId, places }: ShippingEstimateProps) {
  const t = useT();
  const headingId = useId();
  const { user } = useSession();
  const [picked, pick] = usePickedPlace();
  const [picking, setPicking] = useState(false);
  const [showAll, setShowAll] = useState(false);

  const knowsWhere = picked !== null || user !== null;
  const request = variantId !== null && knowsWhere ? { variantId, districtId: picked?.districtId ?? null } : null;
  const estimate = useShippingEstimate(request, user?.id ?? null);
  const data = estimate.data;
  const destination = data?.destination ?? (picked ? { district_id: picked.districtId, label: picked.label } : null);
  const options = data?.options ?? [];
  const cheapest: ShippingOption | undefined = options[0];

  const pickButton = (
    <button
      type="button"
      onClick={() => setPicking(true)}
      className="cursor-pointer rounded-md text-sm font-bold text-rose-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-rose-500"
    >
      {destination ? t('productPage.shippingChange') : t('productPage.shippingPick')}
    </button>
  );

  let body: ReactNode;
  if (!request || (data && !data.destination)) {
    body = null;
  } else if (estimate.isPending) {
    body = <p className="text-stone-500">{t('productPage.shippingLoading')}</p>;
  } else if (estimate.isError) {
    const unknownPlace =
      isApiError(estimate.error) &&
      (estimate.error.code === 'SHIPPING_DESTINATION_UNKNOWN' || estimate.error.code === 'INVALID_DISTRICT');
    body = (
      <p className="text-amber-800">
        {t(unknownPlace ? 'productPage.shippingUnknownPlace' : 'productPage.shippingFailed')}
      </p>
    );
  } else if (cheapest) {
    body = (
      <div className="space-y-2">
        <p>
          <span className="font-extrabold text-cocoa-900">
            {t('productPage.shippingFrom', { price: formatRupiah(cheapest.cost) })}
          </span>{' '}
          <span className="text-stone-500">
            ({cheapest.name} · {etdText(cheapest.etd, t)})
          </span>
        </p>
        {options.length > 1 ? (
          <>
            <button
              type="button"
              aria-expanded={showAll}
              onClick={() => setShowAll((open) => !open)}
              className="cursor-pointer rounded-md text-sm font-semibold text-rose-700 hover:underline focus-visible:outline-2 focus-visible:outline-rose-500"
            >
              {showAll ? t('productPage.shippingLess') : t('productPage.shippingMore')}
            </button>
            {showAll ? (
              <ul className="divide-y divide-cream-200 rounded-xl border border-cream-200">
                {options.map((option) => (
                  <li
                    key={`${option.code}:${option.service}`}
                    className="flex flex-wrap justify-between gap-x-3 px-3 py-2"
                  >
                    <span>
                      <span className="font-semibold text-cocoa-800">{option.name}</span>{' '}
                      <span className="text-stone-500">· {etdText(option.etd, t)}</span>
                    </span>
                    <span className="font-bold text-cocoa-900">{formatRupiah(option.cost)}</span>
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    );
  } else {
    body = <p className="text-amber-800">{t('productPage.shippingUnknownPlace')}</p>;
  }

  return (
    <section aria-labelledby={headingId} className="space-y-2 rounded-2xl border border-cream-200 p-4 text-sm">
      <p className="flex items-center gap-2 text-stone-600">
        <TruckIcon className="size-5 shrink-0 text-rose-600" />
        {t('productPage.shipsFrom', { city: data?.origin || SHOP.originCity })}
      </p>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="font-extrabold text-cocoa-900">
          {t('productPage.shippingTitle')}
          {destination ? (
            <span className="font-semibold text-stone-600">
              {' '}
              {t('productPage.shippingTo', { place: destination.label })}
            </span>
          ) : null}
        </h2>
        {pickButton}
      </div>
      <div role="status">{body}</div>
      {picking ? (
        <PlacePicker
          places={places}
          onPick={(place) => {
            pick(place);
            setPicking(false);
          }}
          onClose={() => setPicking(false)}
        />
      ) : null}
    </section>
  );
}

type PlacePickerProps = {
  places: PlaceSource;
  onPick: (place: PickedPlace) => void;
  onClose: () => void;
};

const chosenId = (value: string) => (/^\d+$/.test(value) ? Number(value) : null);

/** Province, city and district, one after the other, as the address book asks them. */
function PlacePicker({ places, onPick, onClose }: PlacePickerProps) {
  const t = useT();
  const [provinceId, setProvinceId] = useState<number | null>(null);
  const [cityId, setCityId] = useState<number | null>(null);
  const [districtId, setDistrictId] = useState<number | null>(null);
  const provinces = useQuery({ queryKey: ['locations', 'provinces'], queryFn: places.provinces, staleTime: Infinity });
  const cities = useQuery({
    queryKey: ['locations', 'cities', provinceId],
    queryFn: () => places.cities(provinceId!),
    enabled: provinceId !== null,
    staleTime: Infinity,
  });
  const districts = useQuery({
    queryKey: ['locations', 'districts', cityId],
    queryFn: () => places.districts(cityId!),
    enabled: cityId !== null,
    staleTime: Infinity,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const district = districts.data?.find((d) => d.district_id === districtId);
    const city = cities.data?.find((c) => c.city_id === cityId);
    if (!district || !city) return;
    onPick({
      districtId: district.district_id,
      label: `Kec. ${district.district_name}, ${shortCityName(city.city_name)}`,
    });
  };

  return (
    <Modal open size="sm" title={t('productPage.placeTitle')} onClose={onClose} closeLabel={t('productPage.close')}>
      <form onSubmit={submit} className="space-y-4">
        <SelectField
          label={t('productPage.province')}
          value={provinceId ?? ''}
          onChange={(event) => {
            setProvinceId(chosenId(event.target.value));
            setCityId(null);
            setDistrictId(null);
          }}
        >
          <option value="">{provinces.isPending ? t('common.loading') : t('productPage.chooseProvince')}</option>
          {provinces.data?.map((p) => (
            <option key={p.province_id} value={p.province_id}>
              {p.province_name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('productPage.city')}
          value={cityId ?? ''}
          disabled={provinceId === null}
          onChange={(event) => {
            setCityId(chosenId(event.target.value));
            setDistrictId(null);
          }}
        >
          <option value="">{cities.isFetching ? t('common.loading') : t('productPage.chooseCity')}</option>
          {cities.data?.map((c) => (
            <option key={c.city_id} value={c.city_id}>
              {c.city_name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('productPage.district')}
          value={districtId ?? ''}
          disabled={cityId === null}
          onChange={(event) => setDistrictId(chosenId(event.target.value))}
        >
          <option value="">{districts.isFetching ? t('common.loading') : t('productPage.chooseDistrict')}</option>
          {districts.data?.map((d) => (
            <option key={d.district_id} value={d.district_id}>
              {d.district_name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" className="w-full" disabled={districtId === null}>
          {t('productPage.usePlace')}
        </Button>
      </form>
    </Modal>
  );
}
