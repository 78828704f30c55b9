import { useEffect, useEffectEvent, useRef, useState, type KeyboardEvent } from 'react';
import type { ProductImage as GalleryImage } from '@boneka/shared';

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Which photo the gallery shows: the one first shown (the variant a shared link names, or the cover), then the one
 * chosen, swiped to, stepped to by arrows and keys, or named by a new variant. The returned ref goes on the row.
 */
export function useGallerySlides(images: readonly GalleryImage[], activeImageId: number | null) {
  const strip = useRef<HTMLDivElement>(null);
  const count = images.length;
  const indexOf = (imageId: number | null) => images.findIndex((image) => image.image_id === imageId);
  const [first] = useState(() => Math.max(0, indexOf(activeImageId)));
  const [index, setIndex] = useState(first);

  /** Shows photo `to`: the row scrolls to it (at once on the first paint, smoothly after). */
  const show = (to: number, smooth = true) => {
    const target = Math.min(count - 1, Math.max(0, to));
    setIndex(target);
    const row = strip.current;
    if (!row) return;
    row.scrollTo?.({ left: target * row.clientWidth, behavior: smooth && !reducedMotion() ? 'smooth' : 'instant' });
  };

  // A new choice moves the gallery (at once when the page opens on it); a swipe after it stays where it is put.
  const wanted = indexOf(activeImageId);
  const mounted = useRef(false);
  const follow = useEffectEvent((to: number) => {
    const smooth = mounted.current;
    mounted.current = true;
    if (to >= 0) show(to, smooth);
  });
  useEffect(() => follow(wanted), [wanted]);

  // A swipe moves the row; the photo it comes to rest on is the one shown.
  const onScroll = () => {
    const row = strip.current;
    if (!row || row.clientWidth === 0) return;
    const settled = Math.round(row.scrollLeft / row.clientWidth);
    if (settled !== index && settled >= 0 && settled < count) setIndex(settled);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = { ArrowLeft: index - 1, ArrowRight: index + 1, Home: 0, End: count - 1 };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    show(to);
  };

  return { strip, first, index, show, onScroll, onKeyDown };
}
