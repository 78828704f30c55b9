import { useId } from 'react';
import { COMPLAINT_MAX_PHOTOS } from '@boneka/shared';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@boneka/shared/limits';
import { CloseIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import { useObjectUrl } from '@/lib/use-object-url';

type ComplaintPhotoPickerProps = {
  photos: readonly File[];
  onChange: (photos: File[]) => void;
  /** Why the last pick (or the server) refused a photo; shown under the picker. */
  error?: string;
  onError: (message: string | undefined) => void;
  disabled?: boolean;
};

function PickedPhoto({ file, alt }: { file: File; alt: string }) {
  const src = useObjectUrl(file);
  return src ? <img src={src} alt={alt} className="size-full object-cover" /> : null;
}

/**
 * Up to COMPLAINT_MAX_PHOTOS photos with their previews, each checked here as the server checks it (JPEG, PNG or
 * WebP of at most IMAGE_MAX_BYTES), so a wrong file is named before anything is sent. A pick that would go past the
 * limit adds none of its files: the shopper chooses which to keep.
 */
export function ComplaintPhotoPicker({
  photos,
  onChange,
  error,
  onError,
  disabled = false,
}: ComplaintPhotoPickerProps) {
  const t = useT();
  const inputId = useId();
  const full = photos.length >= COMPLAINT_MAX_PHOTOS;

  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    if (photos.length + files.length > COMPLAINT_MAX_PHOTOS) {
      return onError(t('complaint.tooManyPhotos', { max: COMPLAINT_MAX_PHOTOS }));
    }
    const notImage = files.find((file) => !(IMAGE_TYPES as readonly string[]).includes(file.type));
    if (notImage) return onError(t('complaint.notImage', { name: notImage.name }));
    const tooLarge = files.find((file) => file.size > IMAGE_MAX_BYTES);
    if (tooLarge) return onError(t('complaint.photoTooLarge', { name: tooLarge.name }));
    onError(undefined);
    onChange([...photos, ...files]);
  };

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold text-cocoa-700">
        {t('complaint.photosLabel')}{' '}
        <span className="font-normal text-stone-500">
          ({photos.length}/{COMPLAINT_MAX_PHOTOS})
        </span>
      </label>
      {photos.length > 0 ? (
        <ul className="grid max-w-sm grid-cols-5 gap-2">
          {photos.map((file, index) => (
            <li
              key={`${file.name}-${file.lastModified}-${index}`}
              className="relative aspect-square overflow-hidden rounded-xl border border-cream-200 bg-cream-100"
            >
              <PickedPhoto file={file} alt={t('complaint.photoAlt', { index: index + 1 })} />
              <button
                type="button"
                disabled={disabled}
                onClick={() => {
                  onError(undefined);
                  onChange(photos.filter((_, at) => at !== index));
                }}
                aria-label={t('complaint.removePhoto', { index: index + 1 })}
                className="absolute top-1 right-1 grid size-7 cursor-pointer place-items-center rounded-full bg-cocoa-900/70 text-white hover:bg-cocoa-900"
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <input
        id={inputId}
        type="file"
        accept={IMAGE_TYPES.join(',')}
        multiple
        disabled={disabled || full}
        onChange={pick}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${inputId}-${error ? 'error' : 'hint'}`}
        className="block w-full cursor-pointer text-sm text-stone-600 file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-rose-100 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-rose-700 hover:file:bg-rose-200 disabled:cursor-not-allowed disabled:opacity-60"
      />
      {error ? (
        <p id={`${inputId}-error`} className="text-xs font-medium text-red-600">
          {error}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="text-xs text-stone-500">
          {t('complaint.photosHint', { max: COMPLAINT_MAX_PHOTOS })}
        </p>
      )}
    </div>
  );
}
