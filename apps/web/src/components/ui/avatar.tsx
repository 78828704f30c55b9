import { useState } from 'react';
import defaultAvatarUrl from '@/assets/default-avatar.svg';
import { cn } from './cn';

type AvatarProps = { src: string | null | undefined; alt: string; className?: string };

/** A round picture; the shop's default picture when there is none or it fails to load. */
export function Avatar({ src, alt, className }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = src && src !== failedSrc ? src : defaultAvatarUrl;
  return (
    <img
      src={shown}
      alt={alt}
      onError={() => setFailedSrc(src ?? null)}
      className={cn('rounded-full bg-rose-100 object-cover', className)}
    />
  );
}
