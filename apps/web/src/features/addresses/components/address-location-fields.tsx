import { Controller, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { SelectField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/i18n';
import { useCities } from '../api/get-cities';
import { useDistricts } from '../api/get-districts';
import { useProvinces } from '../api/get-provinces';
import { selectedId, type AddressForm } from '../hooks/use-address-form';

/**
 * Provinsi, kota and kecamatan, each list read for the one chosen before it; choosing again clears what came after.
 */
export function AddressLocationFields({ form }: { form: AddressForm }) {
  const t = useT();
  const { control, setValue } = form;
  const { errors } = form.formState;
  const provinceId = selectedId(useWatch({ control, name: 'province' }));
  const cityId = selectedId(useWatch({ control, name: 'city' }));
  const provinces = useProvinces();
  const cities = useCities(provinceId);
  const districts = useDistricts(cityId);
  const locationError = provinces.isError || cities.isError || districts.isError;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-3">
        <Controller
          control={control}
          name="province"
          render={({ field }) => (
            <SelectField
              label={t('addr.fieldProvince')}
              name={field.name}
              ref={field.ref}
              value={String(field.value ?? '')}
              onBlur={field.onBlur}
              onChange={(event) => {
                field.onChange(event.target.value);
                setValue('city', '');
                setValue('district', '');
              }}
              error={errors.province ? t('addr.provinceRequired') : undefined}
            >
              <option value="">{provinces.isPending ? t('common.loading') : t('addr.selectProvince')}</option>
              {provinces.data?.map((province) => (
                <option key={province.province_id} value={province.province_id}>
                  {province.province_name}
                </option>
              ))}
            </SelectField>
          )}
        />
        <Controller
          control={control}
          name="city"
          render={({ field }) => (
            <SelectField
              label={t('addr.fieldCity')}
              name={field.name}
              ref={field.ref}
              value={String(field.value ?? '')}
              onBlur={field.onBlur}
              disabled={provinceId === null}
              onChange={(event) => {
                field.onChange(event.target.value);
                setValue('district', '');
              }}
              error={errors.city ? t('addr.cityRequired') : undefined}
            >
              <option value="">{cities.isFetching ? t('common.loading') : t('addr.selectCity')}</option>
              {cities.data?.map((city) => (
                <option key={city.city_id} value={city.city_id}>
                  {city.city_name}
                </option>
              ))}
            </SelectField>
          )}
        />
        <Controller
          control={control}
          name="district"
          render={({ field }) => (
            <SelectField
              label={t('addr.fieldDistrict')}
              name={field.name}
              ref={field.ref}
              value={String(field.value ?? '')}
              onBlur={field.onBlur}
              disabled={cityId === null}
              onChange={(event) => field.onChange(event.target.value)}
              error={errors.district ? t('addr.districtRequired') : undefined}
            >
              <option value="">{districts.isFetching ? t('common.loading') : t('addr.selectDistrict')}</option>
              {districts.data?.map((district) => (
                <option key={district.district_id} value={district.district_id}>
                  {district.district_name}
                </option>
              ))}
            </SelectField>
          )}
        />
      </div>
      {locationError ? <Alert tone="error">{t('addr.locationsFailed')}</Alert> : null}
    </>
  );
}
