import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import { useT } from '@/lib/i18n/i18n';
import { AdminPhotoChoice as PhotoChoice } from './admin-photo-choice';
import { ImageIcon } from './admin-product-icons';
import type { GalleryItem } from './admin-product-save';

/** The variant's photo: a button showing it, opening the gallery to choose another (or none: the cover shows). */
export function AdminVariantPhoto({
  label,
  gallery,
  value,
  disabled,
  onChange,
}: {
  label: string;
  gallery: GalleryItem[];
  value: string | null;
  disabled: boolean;
  onChange: (imageKey: string | null) => void;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const index = gallery.findIndex((item) => item.key === value);
  const chosen = index >= 0 ? gallery[index] : undefined;
  return (
    <div className="flex items-center gap-2 lg:justify-center">
      <span className="text-sm font-semibold text-cocoa-700 lg:sr-only" aria-hidden="true">
        {t('adminProducts.colPhoto')}
      </span>
      <button
        type="button"
        disabled={disabled || gallery.length === 0}
        onClick={() => setOpen(true)}
        aria-label={
          chosen
            ? t('adminProducts.variantPhotoChosen', { label, number: index + 1 })
            : t('adminProducts.variantPhotoNone', { label })
        }
        title={gallery.length === 0 ? t('adminProducts.variantPhotoNoGallery') : undefined}
        className="grid size-11 shrink-0 cursor-pointer place-items-center overflow-hidden rounded-xl border border-cream-300 bg-cream-50 text-stone-500 hover:border-rose-300 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500 disabled:cursor-not-allowed disabled:opacity-55"
      >
        {chosen ? <img src={chosen.url} alt="" className="size-full object-cover" /> : <ImageIcon className="size-5" />}
      </button>
      <Modal
        open={open}
        title={t('adminProducts.variantPhotoTitle', { label })}
        onClose={() => setOpen(false)}
        closeLabel={t('adminProducts.close')}
      >
        <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4">
          <PhotoChoice
            chosen={!chosen}
            label={t('adminProducts.variantPhotoCoverOption')}
            onChoose={() => {
              onChange(null);
              setOpen(false);
            }}
          >
            <span className="grid size-full place-items-center p-1 text-center text-xs text-stone-500">
              <ImageIcon className="size-6" />
            </span>
          </PhotoChoice>
          {gallery.map((item, i) => (
            <PhotoChoice
              key={item.key}
              chosen={item.key === value}
              label={
                i === 0
                  ? t('adminProducts.photoCover', { number: 1 })
                  : t('adminProducts.photoNumber', { number: i + 1 })
              }
              onChoose={() => {
                onChange(item.key);
                setOpen(false);
              }}
            >
              <img src={item.url} alt="" className="size-full object-cover" />
            </PhotoChoice>
          ))}
        </ul>
      </Modal>
    </div>
  );
}
