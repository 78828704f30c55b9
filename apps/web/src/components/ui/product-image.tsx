import { useState } from 'react';
import { cn } from './cn';

type ProductImageProps = {
  src: string | null | undefined;
  /** The picture's text; empty when a heading next to it already names the doll. */
  alt: string;
  className?: string;
  /** Size of the teddy shown when there is no picture. */
  fallbackClassName?: string;
  loading?: 'lazy' | 'eager';
  /** Other sizes of the same picture (`url 360w, url 900w`) and the width it takes on the page. */
  srcSet?: string;
  sizes?: string;
  /** The picture's own size: the page keeps its box before it loads. */
  width?: number;
  height?: number;
  /** The page's main picture (its Largest Contentful Paint): fetched first, never lazily. */
  priority?: boolean;
};

/** A doll's picture; a teddy emoji when there is none or it fails to load. */
export function ProductImage({
  src,
  alt,
  className,
  fallbackClassName,
  loading = 'lazy',
  srcSet,
  sizes,
  width,
  height,
  priority = false,
}: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = cn('overflow-hidden gradient-cream', className);
  if (!src || src === failedSrc) {
    return (
      <div
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn(box, 'grid place-items-center select-none')}
      >
        <span aria-hidden="true" className={cn('leading-none', fallbackClassName ?? 'text-6xl')}>
          🧸
        </span>
      </div>
    );
  }
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : loading}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      onError={() => setFailedSrc(src)}
      className={cn(box, 'object-cover')}
    />
  );
}
