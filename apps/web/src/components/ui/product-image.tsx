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
};

/** A doll's picture; a teddy emoji when there is none or it fails to load. */
export function ProductImage({ src, alt, className, fallbackClassName, loading = 'lazy' }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const box = cn('overflow-hidden bg-gradient-to-br from-rose-50 via-cream-100 to-cream-200', className);
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
      alt={alt}
      loading={loading}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn(box, 'object-cover')}
    />
  );
}
