import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { usePostalCodes } from '../api/get-postal-codes';
import { selectedId, type AddressForm } from './use-address-form';

/**
 * The kecamatan's postal codes: its only one is filled in, and several are returned for the field to offer (null
 * otherwise).
 */
export function usePostalCodeFill({ control, getValues, setValue }: AddressForm): string[] | null {
  const districtId = selectedId(useWatch({ control, name: 'district' }));
  const postalCodes = usePostalCodes(districtId);
  // The code this form filled in itself: a later kecamatan may replace it, never one the shopper typed.
  const filledPostalCode = useRef<string | null>(null);
  useEffect(() => {
    const codes = postalCodes.data;
    if (!codes || codes.length !== 1) return;
    const typed = getValues('postalCode');
    if (typed !== '' && typed !== filledPostalCode.current) return;
    filledPostalCode.current = codes[0]!;
    setValue('postalCode', codes[0]!, { shouldValidate: typed !== '' });
  }, [postalCodes.data, getValues, setValue]);
  return postalCodes.data && postalCodes.data.length > 1 ? postalCodes.data : null;
}
