import {
  formatRupiah,
  parcelGrams,
  SHIPPING_WEIGHT_GRAMS,
  type CreateOrderBody,
  type ShippingOption,
} from '@boneka/shared';
import {
  orderAmounts,
  type AmountLine,
  type OrderAmounts,
  type PricedLine as LineAmounts,
} from '@boneka/shared/order-amounts';
import { lineTitle } from '@boneka/shared/variants';
import type { z } from 'zod';
import type { OrderLimits } from '../../config.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { AddressesService } from '../addresses/addresses.service.js';
import { lineLimitError } from '../cart/cart.service.js';
import type { ShippingDestination } from '../shipping/shipping.service.js';
import type { OffersService } from '../promotions/offers.service.js';
import type { VouchersService } from '../vouchers/vouchers.service.js';
import type { ResolvedLine, VariantsService } from '../variants/variants.service.js';

type CreateInput = z.output<typeof CreateOrderBody>;
type Address = Awaited<ReturnType<AddressesService['get']>>;
/** One order line: a variant of a product, at today's price. */
export type Line = ResolvedLine & { quantity: number };
/** How the line is named in messages: "Boneka Beruang — 50 cm / Pink". */
export const titleOf = (line: ResolvedLine) => lineTitle(line.product.name, line.variant.label);

export interface ShippingPricer {
  priceOf(
    destination: ShippingDestination,
    weight: number,
    courier: string,
    service: string,
  ): Promise<ShippingOption | null>;
  optionForCost(
    destination: ShippingDestination,
    weight: number,
    cost: number | undefined,
  ): Promise<{ option: ShippingOption | null; options: ShippingOption[] }>;
}

/** A line as the order charges it: its one unit price (`orderAmounts`) and where that came from. */
export type PricedLine = Line & LineAmounts;

/** An order priced by the server: its lines, the courier's option, the voucher checked, and the one sum of them. */
export interface Priced extends Omit<OrderAmounts, 'lines'> {
  lines: PricedLine[];
  shippingOption: ShippingOption;
  voucher: { id: number | null; code: string | null };
  shipping: number;
}

export interface PlacementPricingDeps {
  variants: VariantsService;
  vouchers: VouchersService;
  offers: Pick<OffersService, 'forLines'>;
  shipping: ShippingPricer;
  limits: OrderLimits;
}

/**
 * Each line's one unit price (`orderAmounts`: the price in force, a grosir tier, a running flash sale), checked
 * against the price the shopper saw: a 409 with the price now when they differ.
 */
async function amountLinesOf(
  offersOf: PlacementPricingDeps['offers'],
  input: CreateInput,
  lines: readonly Line[],
): Promise<AmountLine[]> {
  const { offers, categories } = await offersOf.forLines(
    lines.map((l) => ({ variant_id: l.variant.variant_id, product_id: l.product.product_id })),
    undefined,
    true,
  );
  const amountLines = lines.map((l): AmountLine => {
    const offer = offers.get(l.variant.variant_id);
    return {
      price: l.variant.price,
      normal_price: l.variant.normal_price,
      quantity: l.quantity,
      wholesale: offer?.wholesale ?? [],
      flash: offer?.flash ?? null,
      product_id: l.product.product_id,
      category_ids: categories.get(l.product.product_id) ?? [],
    };
  });
  const priced = orderAmounts(amountLines).lines;
  for (const item of input.items) {
    const i = lines.findIndex(
      (l) =>
        l.product.product_id === item.product_id &&
        (item.variant_id === undefined || l.variant.variant_id === item.variant_id),
    );
    const line = lines[i];
    const unit = priced[i]?.unit_price;
    if (line && unit !== undefined && item.price !== undefined && item.price !== unit) {
      throw conflict(
        'PRICE_CHANGED',
        `Harga ${titleOf(line)} sekarang ${formatRupiah(unit)}. Periksa kembali pesananmu.`,
        { product_id: line.product.product_id, variant_id: line.variant.variant_id, price: unit },
      );
    }
  }
  return amountLines;
}

/**
 * Every price, cost and discount of an order is the server's own, checked against what the shopper saw: a 409 with
 * the current value when they differ. The sum is `orderAmounts`, the one the cart and the checkout show.
 */
export function placementPricing(deps: PlacementPricingDeps) {
  const { variants, limits } = deps;

  /**
   * The lines at today's prices, one per variant, within its stock and the shop's per-order cap of a line. A line
   * names its variant, or a product with only one switched-on variant (decision 034).
   */
  async function priceLines(input: CreateInput): Promise<Line[]> {
    const lines = new Map<number, Line>();
    for (const item of input.items) {
      const resolved = await variants.resolve(item.product_id, item.variant_id);
      const { variant } = resolved;
      const line = lines.get(variant.variant_id) ?? { ...resolved, quantity: 0 };
      line.quantity += item.quantity;
      lines.set(variant.variant_id, line);
    }
    for (const line of lines.values()) checkLine(line);
    return [...lines.values()];
  }

  function checkLine(line: Line) {
    const { product, variant, quantity } = line;
    const title = titleOf(line);
    if (quantity > variant.stock && variant.stock <= limits.maxUnitsPerLine) {
      throw conflict('INSUFFICIENT_STOCK', `Stok ${title} tersisa ${variant.stock}.`, {
        product_id: product.product_id,
        variant_id: variant.variant_id,
        available: variant.stock,
      });
    }
    if (quantity > limits.maxUnitsPerLine)
      throw lineLimitError(title, product.product_id, limits.maxUnitsPerLine, variant.variant_id);
  }

  /**
   * The server's own shipping option and cost, for the parcel's real weight (decision 037). Our client names the
   * option; a client written from the spec names none and sends only `shipping_cost` (decision 011): the option
   * costing that is taken, or the cheapest when no cost is sent. A client that names neither options nor variants
   * knows no weights and quoted the spec's 1 kg parcel (`SHIPPING_WEIGHT_GRAMS`): a cost it was quoted for that
   * parcel is honoured too, as every order was charged before variants had weights (decisions 034, 037). Either
   * way a cost the server does not quote is refused with the current options.
   */
  async function shippingOf(
    destination: ShippingDestination,
    input: CreateInput,
    grams: number,
  ): Promise<ShippingOption> {
    if (!input.shipping) {
      const { option, options } = await deps.shipping.optionForCost(destination, grams, input.shipping_cost);
      if (option) return option;
      const knowsNoWeights = input.items.every((item) => item.variant_id === undefined);
      if (input.shipping_cost !== undefined && knowsNoWeights && grams !== SHIPPING_WEIGHT_GRAMS) {
        const quoted = await deps.shipping.optionForCost(destination, SHIPPING_WEIGHT_GRAMS, input.shipping_cost);
        if (quoted.option) return quoted.option;
      }
      throw conflict(
        'SHIPPING_CHANGED',
        `Ongkos kirim ${formatRupiah(input.shipping_cost ?? 0)} tidak tersedia untuk alamat ini. Pilih lagi.`,
        { options },
      );
    }
    const option = await deps.shipping.priceOf(destination, grams, input.shipping.courier, input.shipping.service);
    if (!option)
      throw badRequest('INVALID_SHIPPING', 'Please select a shipping option', [
        { path: 'shipping', message: 'Unknown courier or service' },
      ]);
    if (input.shipping_cost !== undefined && input.shipping_cost !== option.cost) {
      throw conflict('SHIPPING_CHANGED', `Ongkos kirim ${option.name} sekarang ${formatRupiah(option.cost)}.`, {
        shipping_cost: option.cost,
      });
    }
    return option;
  }

  /**
   * The voucher named (or, from a spec client, the one giving the discount sent): refused with its reason when it
   * does not apply (vouchers.service.ts). Its use is taken when the order is stored.
   */
  async function voucherOf(userId: number, input: CreateInput, lines: readonly AmountLine[]) {
    return input.voucher_code
      ? await deps.vouchers.forOrder(input.voucher_code, lines, userId)
      : await deps.vouchers.matchingDiscount(orderAmounts(lines).subtotal, input.voucher_discount);
  }

  return {
    /** The order as the server charges it, for this customer, these lines and this address. */
    async price(userId: number, input: CreateInput, address: Address): Promise<Priced> {
      const lines = await priceLines(input);
      const amountLines = await amountLinesOf(deps.offers, input, lines);
      // The address itself, not only its district: the courier's quote is for its place (decision 028).
      const shippingOption = await shippingOf(
        { districtId: address.district_id, userId, addressId: address.address_id },
        input,
        parcelGrams(lines),
      );
      const voucher = await voucherOf(userId, input, amountLines);
      const amounts = orderAmounts(amountLines, shippingOption.cost, voucher?.terms ?? null);
      if (input.voucher_discount !== undefined && input.voucher_discount !== amounts.discount) {
        throw conflict('DISCOUNT_CHANGED', `Diskon voucher yang berlaku ${formatRupiah(amounts.discount)}.`, {
          voucher_discount: amounts.discount,
        });
      }
      if (input.shipping_discount !== undefined && input.shipping_discount !== amounts.shipping_discount) {
        throw conflict(
          'SHIPPING_DISCOUNT_CHANGED',
          `Gratis ongkir yang berlaku ${formatRupiah(amounts.shipping_discount)}.`,
          { shipping_discount: amounts.shipping_discount },
        );
      }
      return {
        ...amounts,
        shipping: shippingOption.cost,
        lines: lines.map((line, i) => ({ ...line, ...amounts.lines[i]! })),
        shippingOption,
        voucher: { id: voucher?.id ?? null, code: voucher?.code ?? null },
      };
    },
  };
}
