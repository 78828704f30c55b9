import { useId, useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useT } from '@/lib/i18n/i18n';
import { useGalleryOrder } from '../hooks/use-gallery-order';
import { usePickedPhotos } from '../hooks/use-picked-photos';
import { AdminGalleryPhoto } from './admin-gallery-photo';
import { AdminGalleryPicker } from './admin-gallery-picker';
import { ImageIcon } from './admin-product-icons';
import type { GalleryItem } from './admin-product-save';

type AdminGalleryManagerProps = {
  items: GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
  /** A photo removed after the owner confirmed it (a saved one is deleted when the form is saved). */
  onRemove: (item: GalleryItem) => void;
  /** How many variants show this photo: removing it leaves them without one. */
  usedBy: (key: string) => number;
  error?: string;
  disabled?: boolean;
};

/**
 * "Foto Produk": up to 10 photos in the order the shop shows them, the first the cover. Several are picked (or dropped)
 * at once; a photo moves by drag, by its "Geser kiri/kanan" buttons, or from the keyboard (focus it, then the arrow
 * keys, Home and End), each move said aloud; "Jadikan sampul" puts it first; "Hapus" asks first.
 */
export function AdminGalleryManager({
  items,
  onChange,
  onRemove,
  usedBy,
  error,
  disabled = false,
}: AdminGalleryManagerProps) {
  const t = useT();
  const inputId = useId();
  const helpId = useId();
  const [announcement, setAnnouncement] = useState('');
  const [toRemove, setToRemove] = useState<GalleryItem | null>(null);
  const order = useGalleryOrder({ items, onChange, announce: setAnnouncement, disabled });
  const { problems, add } = usePickedPhotos({ items, onChange, announce: setAnnouncement });

  const confirmRemove = () => {
    const item = toRemove!;
    const index = items.findIndex((i) => i.key === item.key);
    if (item.file) URL.revokeObjectURL(item.url);
    onRemove(item);
    setToRemove(null);
    setAnnouncement(t('adminProducts.photoRemoved', { number: index + 1 }));
    const next = items[index + 1] ?? items[index - 1];
    if (next) order.focusLater({ key: next.key, control: 'handle' });
  };

  const shownError = problems.length > 0 ? problems.join(' ') : error;
  return (
    <div
      className="space-y-3"
      onDragOver={(event) => {
        if (event.dataTransfer.types.includes('Files')) event.preventDefault();
      }}
      onDrop={(event) => {
        if (!event.dataTransfer.files.length || disabled) return;
        event.preventDefault();
        add(Array.from(event.dataTransfer.files));
      }}
    >
      <AdminGalleryPicker
        inputId={inputId}
        helpId={helpId}
        count={items.length}
        error={shownError}
        disabled={disabled}
        onPick={add}
      />

      {items.length === 0 ? (
        <div className="grid place-items-center gap-2 rounded-3xl border-2 border-dashed border-rose-200 bg-cream-50 px-4 py-10 text-center text-stone-500">
          <ImageIcon className="size-10" />
          <p className="text-sm font-semibold">{t('adminProducts.noPhotos')}</p>
        </div>
      ) : (
        <>
          <p id={`${inputId}-keys`} className="sr-only">
            {t('adminProducts.photoKeysHelp')}
          </p>
          <ol
            aria-label={t('adminProducts.photosList')}
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5"
          >
            {items.map((item, index) => (
              <AdminGalleryPhoto
                key={item.key}
                item={item}
                index={index}
                count={items.length}
                keysHelpId={`${inputId}-keys`}
                order={order}
                disabled={disabled}
                onRemove={setToRemove}
              />
            ))}
          </ol>
        </>
      )}

      {shownError ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-red-600">
          {shownError}
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      <ConfirmDialog
        open={toRemove !== null}
        title={t('adminProducts.removePhotoTitle')}
        message={
          toRemove
            ? [
                t('adminProducts.removePhotoConfirm', {
                  number: items.findIndex((i) => i.key === toRemove.key) + 1,
                }),
                usedBy(toRemove.key) > 0 ? t('adminProducts.removePhotoUsed', { count: usedBy(toRemove.key) }) : '',
              ]
                .filter(Boolean)
                .join(' ')
            : ''
        }
        confirmLabel={t('adminProducts.removePhoto')}
        cancelLabel={t('adminProducts.cancel')}
        onConfirm={confirmRemove}
        onCancel={() => setToRemove(null)}
      />
    </div>
  );
}
