import { useState } from 'react';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ProductDetail } from '@boneka/shared';
import '@/lib/i18n/messages/product-page';
import { productDetail, variant } from '@/test/factories';
import { renderPage } from '@/test/render';
import { chosenVariant, initialSelection, lightestVariant, photoOf, priceSpan, type Selection } from './variant-choice';
import { VariantPicker } from './variant-picker';

const bear = productDetail({
  options: [
    { name: 'Ukuran', values: ['30 cm', '50 cm', '1 m'] },
    { name: 'Warna', values: ['Coklat', 'Pink'] },
  ],
  variants: [
    variant({ variant_id: 1, options: ['30 cm', 'Coklat'], price: 145_000, stock: 4, image_id: 20, weight_grams: 300 }),
    variant({ variant_id: 2, options: ['30 cm', 'Pink'], price: 145_000, stock: 0, image_id: 21, weight_grams: 300 }),
    variant({ variant_id: 3, options: ['50 cm', 'Coklat'], price: 245_000, stock: 2, image_id: 20, weight_grams: 600 }),
    variant({ variant_id: 4, options: ['50 cm', 'Pink'], price: 245_000, stock: 5, image_id: 21, weight_grams: 600 }),
    variant({
      variant_id: 5,
      options: ['1 m', 'Coklat'],
      price: 545_000,
      stock: 1,
      weight_grams: 800,
      length_cm: 100,
      width_cm: 40,
      height_cm: 30,
      is_active: false,
    }),
  ],
});

function Picker({ product = bear }: { product?: ProductDetail }) {
  const [selection, setSelection] = useState<Selection>(() => initialSelection(product, null));
  return (
    <>
      <VariantPicker
        product={product}
        selection={selection}
        onChoose={(option, value) => setSelection((s) => s.map((v, i) => (i === option ? value : v)))}
      />
      <output aria-label="Varian">{chosenVariant(product, selection)?.variant_id ?? 'none'}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'Varian' });

describe('the option buttons', () => {
  it('are one radio group per option, named after it and showing the value chosen', async () => {
    const { user } = renderPage(<Picker />);
    const sizes = screen.getByRole('radiogroup', { name: 'Ukuran' });
    expect(sizes).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: '50 cm' }));
    expect(screen.getByRole('radiogroup', { name: 'Ukuran: 50 cm' })).toBe(sizes);
    expect(screen.getByRole('radio', { name: '50 cm' })).toBeChecked();
    expect(chosen()).toHaveTextContent('none');
    await user.click(screen.getByRole('radio', { name: 'Pink' }));
    expect(chosen()).toHaveTextContent('4');
  });

  it('move the choice with the arrow keys within a group', async () => {
    const { user } = renderPage(<Picker />);
    await user.click(screen.getByRole('radio', { name: 'Coklat' }));
    await user.click(screen.getByRole('radio', { name: '30 cm' }));
    expect(chosen()).toHaveTextContent('1');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '50 cm' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '50 cm' })).toHaveFocus();
    expect(chosen()).toHaveTextContent('3');
  });

  it('say which values cannot be bought with what else is chosen, and still let them be chosen', async () => {
    const { user } = renderPage(<Picker />);
    // Nothing chosen: pink has stock in 50 cm, 1 m is switched off.
    expect(screen.getByRole('radio', { name: 'Pink' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '1 m (tidak dijual)' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: '30 cm' }));
    expect(screen.getByRole('radio', { name: 'Pink (habis)' })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Pink (habis)' }));
    expect(screen.getByRole('radio', { name: 'Pink (habis)' })).toBeChecked();
    expect(chosen()).toHaveTextContent('2');
    // With pink chosen, 50 cm has stock again.
    expect(screen.getByRole('radio', { name: '50 cm' })).toBeInTheDocument();
  });

  it('are not drawn for a product without options', () => {
    renderPage(<Picker product={productDetail()} />);
    expect(screen.queryByRole('radiogroup')).toBeNull();
    expect(chosen()).not.toHaveTextContent('none');
  });
});

describe('the choice’s facts', () => {
  it('span the prices of what fits, and take the photo every fitting variant shares', () => {
    expect(priceSpan(bear, [null, null])).toEqual({ min: 145_000, max: 245_000 });
    expect(priceSpan(bear, ['50 cm', null])).toEqual({ min: 245_000, max: 245_000 });
    expect(photoOf(bear, [null, 'Pink'])).toBe(21);
    expect(photoOf(bear, ['30 cm', null])).toBeNull();
    expect(photoOf(bear, ['30 cm', 'Coklat'])).toBe(20);
  });

  it('estimate ongkir for the lightest parcel that fits, never a switched-off variant', () => {
    expect(lightestVariant(bear, [null, null])?.variant_id).toBe(1);
    expect(lightestVariant(bear, ['50 cm', 'Pink'])?.variant_id).toBe(4);
    expect(lightestVariant(bear, ['1 m', null])).toBeNull();
  });

  it('start from the variant a link names, even a switched-off one (the page then says so)', () => {
    expect(initialSelection(bear, 4)).toEqual(['50 cm', 'Pink']);
    expect(initialSelection(bear, 5)).toEqual(['1 m', 'Coklat']);
    expect(initialSelection(bear, 99)).toEqual([null, null]);
  });
});
