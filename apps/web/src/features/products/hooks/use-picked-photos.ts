import { useEffect, useRef, useState } from 'react';
import { MAX_PRODUCT_IMAGES } from '@boneka/shared';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@boneka/shared/limits';
import { useT } from '@/lib/i18n/i18n';
import type { GalleryItem } from '../components/admin-product-save';

let nextPicked = 1;

type PickedPhotosOptions = {
  items: GalleryItem[];
  onChange: (items: GalleryItem[]) => void;
  announce: (text: string) => void;
};

/**
 * Photos the owner picks or drops: those that are images and small enough join the gallery while it has room, each
 * shown from the browser's copy until it is saved; what was refused, and why, is kept to say.
 */
export function usePickedPhotos({ items, onChange, announce }: PickedPhotosOptions) {
  const t = useT();
  const [problems, setProblems] = useState<string[]>([]);
  const pickedUrls = useRef(new Set<string>());

  useEffect(() => {
    const urls = pickedUrls.current;
    return () => {
      for (const url of urls) URL.revokeObjectURL(url);
    };
  }, []);

  const add = (files: readonly File[]) => {
    const found: string[] = [];
    const room = MAX_PRODUCT_IMAGES - items.length;
    const fitting = files.filter((file) => {
      if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
        found.push(t('adminProducts.photoNotImage', { name: file.name }));
        return false;
      }
      if (file.size > IMAGE_MAX_BYTES) {
        found.push(t('adminProducts.photoTooLarge', { name: file.name }));
        return false;
      }
      return true;
    });
    const taken = fitting.slice(0, Math.max(0, room));
    if (fitting.length > taken.length)
      found.push(t('adminProducts.photosFull', { max: MAX_PRODUCT_IMAGES, count: fitting.length - taken.length }));
    setProblems(found);
    if (taken.length === 0) return;
    const picked = taken.map((file) => {
      const url = URL.createObjectURL(file);
      pickedUrls.current.add(url);
      return { key: `picked-${nextPicked++}`, imageId: null, url, file };
    });
    onChange([...items, ...picked]);
    announce(t('adminProducts.photosAdded', { count: picked.length, total: items.length + picked.length }));
  };

  return { problems, add };
}
