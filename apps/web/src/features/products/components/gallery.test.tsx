import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n/messages/product-page';
import { renderPage } from '@/test/render';
import { Gallery, type GalleryImage } from './gallery';

const photos: GalleryImage[] = [1, 2, 3, 4].map((id, position) => ({
  image_id: id,
  image_url: `/uploads/products/${id}.webp`,
  thumbnail_url: `/uploads/products/${id}-360.webp`,
  position,
}));

/** The gallery as the product page drives it: `choose` stands for an option that points at a photo. */
function Harness({ images = photos, initial = null }: { images?: GalleryImage[]; initial?: number | null }) {
  const [active, setActive] = useState<number | null>(initial);
  return (
    <>
      <button type="button" onClick={() => setActive(3)}>
        choose pink
      </button>
      <Gallery images={images} name="Boneka Beruang" activeImageId={active} />
    </>
  );
}

const region = () => screen.getByRole('region', { name: 'Foto Boneka Beruang' });
const shown = () => region().querySelector('[role="group"]:not([aria-hidden])');
const thumbnails = () => within(screen.getByRole('list', { name: 'Semua foto' })).getAllByRole('button');

describe('the product gallery', () => {
  it('moves with the arrow keys, Home and End, within its photos', async () => {
    const { user } = renderPage(<Harness />);
    expect(shown()).toHaveAccessibleName('Foto 1 dari 4');
    region().focus();
    await user.keyboard('{ArrowRight}');
    expect(shown()).toHaveAccessibleName('Foto 2 dari 4');
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(shown()).toHaveAccessibleName('Foto 4 dari 4');
    await user.keyboard('{ArrowLeft}');
    expect(shown()).toHaveAccessibleName('Foto 3 dari 4');
    await user.keyboard('{Home}');
    expect(shown()).toHaveAccessibleName('Foto 1 dari 4');
    await user.keyboard('{End}');
    expect(shown()).toHaveAccessibleName('Foto 4 dari 4');
  });

  it('shows the photo of a thumbnail, and marks it as the current one', async () => {
    const { user } = renderPage(<Harness />);
    await user.click(thumbnails()[2]!);
    expect(shown()).toHaveAccessibleName('Foto 3 dari 4');
    expect(thumbnails()[2]).toHaveAttribute('aria-current', 'true');
    expect(thumbnails()[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: 'Foto sebelumnya' })).toBeEnabled();
  });

  it('goes to the photo of the option chosen', async () => {
    const { user } = renderPage(<Harness />);
    await user.click(screen.getByRole('button', { name: 'choose pink' }));
    expect(shown()).toHaveAccessibleName('Foto 3 dari 4');
  });

  it('opens on the photo a shared link’s variant shows, and fetches that one first', () => {
    renderPage(<Harness initial={2} />);
    expect(shown()).toHaveAccessibleName('Foto 2 dari 4');
    const images = within(region()).getAllByRole('img', { hidden: true });
    expect(images[1]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
  });

  it('zooms into the large photo in a dialog, moves within it, and closes', async () => {
    const { user } = renderPage(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Foto berikutnya' }));
    await user.click(screen.getByRole('button', { name: 'Perbesar foto' }));
    const dialog = screen.getByRole('dialog', { name: 'Boneka Beruang: foto 2 dari 4' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/uploads/products/2.webp');
    await user.click(within(dialog).getByRole('button', { name: 'Foto berikutnya' }));
    expect(screen.getByRole('dialog', { name: 'Boneka Beruang: foto 3 dari 4' })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('dialog', { name: 'Boneka Beruang: foto 2 dari 4' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has no arrows, counter or thumbnails for a single photo, and a teddy for none', () => {
    const { unmount } = renderPage(<Harness images={photos.slice(0, 1)} />);
    expect(screen.queryByRole('button', { name: 'Foto berikutnya' })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Semua foto' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Perbesar foto' })).toBeInTheDocument();
    unmount();

    renderPage(<Harness images={[]} />);
    expect(screen.getByRole('img', { name: 'Boneka Beruang' })).toHaveTextContent('🧸');
  });
});
