import { useNavigate } from 'react-router';
import type { CartItem } from '@boneka/shared';
import { voucherTerms } from '@boneka/shared/vouchers';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { saveCheckoutData } from '@/lib/checkout-data';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import type { VoucherInfo } from '../api/get-voucher';
import { useValidateCart } from '../api/validate-cart';
import { cartLine } from '../components/checkout-lines';
import { lineName } from '../components/line-variant';

/**
 * 'Checkout Sekarang': the selected lines are checked here (on sale, within stock), then by the server, and handed to
 * the checkout with the voucher's terms. `onStale` reloads the cart when the server found it out of date.
 */
export function useCartCheckout(onStale: () => void) {
  const t = useT();
  const navigate = useNavigate();
  const { show } = useToast();
  const validate = useValidateCart();

  const checkout = async (selected: readonly CartItem[], voucher: VoucherInfo | null) => {
    if (selected.length === 0) {
      show('error', t('cart.selectAtLeastOne'));
      return;
    }
    const unavailable = selected.filter((item) => !item.variant.available);
    if (unavailable.length > 0) {
      show('error', t('cart.unavailableLines', { names: unavailable.map(lineName).join(', ') }));
      return;
    }
    const short = selected.filter((item) => item.quantity > item.product.stock);
    if (short.length > 0) {
      show('error', t('cart.localStockShort', { names: short.map(lineName).join(', ') }));
      return;
    }
    try {
      const result = await validate.mutateAsync({
        items: selected.map((item) => ({
          product_id: item.product_id,
          variant_id: item.variant_id,
          quantity: item.quantity,
        })),
      });
      if (!result.valid) {
        show('error', t('cart.validationFailed', { message: result.message || t('cart.someUnavailable') }));
        onStale();
        return;
      }
      saveCheckoutData({
        selectedItems: selected.map(cartLine),
        appliedVoucher: voucher ? voucherTerms(voucher) : null,
      });
      void navigate(paths.checkout.href());
    } catch (error) {
      show('error', t('cart.checkoutFailed', { message: errorText(error, t, t('cart.systemError')) }));
    }
  };

  return { checkout, pending: validate.isPending };
}
