import { useState } from 'react';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n/messages/admin-products';
import { renderPage } from '@/test/render';
import { AdminGalleryManager } from './admin-gallery-manager';
import type { GalleryItem } from './admin-product-save';

const saved = (...names: string[]): GalleryItem[] =>
  names.map((name, i) => ({ key: name, imageId: i + 1, url: `/uploads/products/${name}.webp`, file: null }));

function Gallery({ start }: { start: GalleryItem[] }) {
  const [items, setItems] = useState(start);
  return (
    <>
      <AdminGalleryManager
        items={items}
        onChange={setItems}
        onRemove={(item) => setItems((list) => list.filter((i) => i.key !== item.key))}
        usedBy={() => 0}
      />
      <p data-testid="order">{items.map((i) => i.key).join(',')}</p>
    </>
  );
}

const order = () => screen.getByTestId('order').textContent;
const photo = (name: string) => screen.getByRole('group', { name });
const handle = (name: string) =>
  within(photo(name)).getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')} dari`) });

describe('the gallery manager', () => {
  it('moves a focused photo with the arrow keys, says where it went, and keeps the focus on it', async () => {
    const { user } = renderPage(<Gallery start={saved('depan', 'samping', 'belakang')} />);
    await user.click(handle('Foto 2'));
    await user.keyboard('{ArrowLeft}');
    expect(order()).toBe('samping,depan,belakang');
    expect(screen.getByText('Foto 2 jadi sampul.')).toBeInTheDocument();
    expect(handle('Foto 1 (sampul)')).toHaveFocus();
    expect(handle('Foto 1 (sampul)')).toHaveAccessibleName('Foto 1 (sampul) dari 3 Sampul');
    await user.keyboard('{End}');
    expect(order()).toBe('depan,belakang,samping');
    expect(screen.getByText('Foto 1 dipindah ke posisi 3 dari 3.')).toBeInTheDocument();
    expect(handle('Foto 3')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(order()).toBe('samping,depan,belakang');
  });

  it('moves a photo with "Geser kiri" and "Geser kanan", the focus staying on the button while it can', async () => {
    const { user } = renderPage(<Gallery start={saved('depan', 'samping', 'belakang')} />);
    await user.click(within(photo('Foto 1 (sampul)')).getByRole('button', { name: 'Geser kanan' }));
    expect(order()).toBe('samping,depan,belakang');
    const right = within(photo('Foto 2')).getByRole('button', { name: 'Geser kanan' });
    expect(right).toHaveFocus();
    await user.click(right);
    expect(order()).toBe('samping,belakang,depan');
    // At the end "Geser kanan" is off: the focus goes to the photo itself.
    expect(within(photo('Foto 3')).getByRole('button', { name: 'Geser kanan' })).toBeDisabled();
    expect(handle('Foto 3')).toHaveFocus();
    await user.click(within(photo('Foto 3')).getByRole('button', { name: 'Jadikan sampul' }));
    expect(order()).toBe('depan,samping,belakang');
    expect(within(photo('Foto 1 (sampul)')).getByRole('button', { name: 'Geser kiri' })).toBeDisabled();
  });

  it('moves a photo dragged onto another', () => {
    renderPage(<Gallery start={saved('depan', 'samping', 'belakang')} />);
    const items = within(screen.getByRole('list', { name: 'Urutan foto' })).getAllByRole('listitem');
    fireEvent.dragStart(items[2]!, { dataTransfer: { setData: () => {}, effectAllowed: 'move', types: [] } });
    fireEvent.dragOver(items[0]!, { dataTransfer: { types: [] } });
    fireEvent.drop(items[0]!, { dataTransfer: { types: [], files: [] } });
    expect(order()).toBe('belakang,depan,samping');
  });

  it('asks before removing a photo', async () => {
    const { user } = renderPage(<Gallery start={saved('depan', 'samping')} />);
    await user.click(within(photo('Foto 2')).getByRole('button', { name: 'Hapus foto' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Hapus Foto' });
    await user.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(order()).toBe('depan,samping');
    await user.click(within(photo('Foto 2')).getByRole('button', { name: 'Hapus foto' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Hapus foto' }));
    expect(order()).toBe('depan');
    expect(screen.getByText('Foto 2 dihapus dari galeri.')).toBeInTheDocument();
  });

  it('adds several photos at once, refusing what is not a picture and what passes ten', async () => {
    const { user } = renderPage(<Gallery start={saved('a', 'b', 'c', 'd', 'e', 'f', 'g', 'h')} />);
    const input = screen.getByLabelText('Tambah foto');
    const png = (name: string) => new File(['x'], name, { type: 'image/png' });
    // Dropped on the gallery: what is not a picture is refused by name.
    fireEvent.drop(screen.getByRole('list', { name: 'Urutan foto' }), {
      dataTransfer: {
        types: ['Files'],
        files: [png('i.png'), new File(['x'], 'catatan.pdf', { type: 'application/pdf' })],
      },
    });
    expect(input).toHaveAccessibleDescription('catatan.pdf bukan gambar JPEG, PNG, atau WebP.');
    await user.upload(input, [png('j.png'), png('k.png')]);
    expect(order()).toMatch(/^a,b,c,d,e,f,g,h,picked-\d+,picked-\d+$/);
    expect(input).toHaveAccessibleDescription('Maksimal 10 foto; 1 foto tidak ditambahkan.');
    expect(within(photo('Foto 10')).getByText('Belum diunggah')).toBeInTheDocument();
    expect(input).toBeDisabled();
  });
});
