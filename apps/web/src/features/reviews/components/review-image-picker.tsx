import { useId } from 'react';
import { IMAGE_MAX_BYTES } from '@boneka/shared/limits';
import { REVIEW_MAX_IMAGES } from '@boneka/shared/schemas/reviews';
import { CloseIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import { useObjectUrl } from '@/lib/use-object-url';

export type ReviewImages = { kept: string[]; added: File[] };

type ReviewImagePickerProps = {
  value: ReviewImages;
  onChange: (images: ReviewImages) => void;
  onError: (message: string | null) => void;
  disabled?: boolean;
};

function FileThumb({ file, alt }: { file: File; alt: string }) {
  const src = useObjectUrl(file);
  return src ? <img src={src} alt={alt} className="size-full object-cover" /> : null;
}

/** Up to five photos: those the review already has and new ones, each an image of at most 5MB. */
export function ReviewImagePicker({ value, onChange, onError, disabled = false }: ReviewImagePickerProps) {
  const t = useT();
  const inputId = useId();
  const count = value.kept.length + value.added.length;

  const pick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length === 0) return;
    if (count + files.length > REVIEW_MAX_IMAGES) return onError(t('reviewForm.tooManyImages'));
    if (files.some((file) => !file.type.startsWith('image/'))) return onError(t('reviewForm.notImage'));
    if (files.some((file) => file.size > IMAGE_MAX_BYTES)) return onError(t('reviewForm.imageTooLarge'));
    onError(null);
    onChange({ ...value, added: [...value.added, ...files] });
  };

  const thumb = 'relative size-20 overflow-hidden rounded-xl border border-cream-200 bg-cream-100';
  const removeButton =
    'absolute top-1 right-1 grid size-6 cursor-pointer place-items-center rounded-full bg-cocoa-900/70 text-white hover:bg-cocoa-900';

  return (
    <div className="space-y-2">
      <label htmlFor={inputId} className="block text-sm font-semibold text-cocoa-700">
        {t('reviewForm.images')}{' '}
        <span className="font-normal text-stone-500">
          ({t('reviewForm.imagesCount', { count, max: REVIEW_MAX_IMAGES })})
        </span>
      </label>
      {count > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {value.kept.map((url, index) => (
            <li key={url} className={thumb}>
              <img src={url} alt={t('reviewForm.imageAlt', { index: index + 1 })} className="size-full object-cover" />
              <button
                type="button"
                disabled={disabled}
                onClick={() => onChange({ ...value, kept: value.kept.filter((kept) => kept !== url) })}
                aria-label={t('reviewForm.removeImage', { index: index + 1 })}
                className={removeButton}
              >
                <CloseIcon className="size-3.5" />
              </button>
            </li>
          ))}
          {value.added.map((file, index) => {
            const position = value.kept.length + index + 1;
            return (
              <li key={`${file.name}-${file.lastModified}-${index}`} className={thumb}>
                <FileThumb file={file} alt={t('reviewForm.imageAlt', { index: position })} />
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange({ ...value, added: value.added.filter((_, at) => at !== index) })}
                  aria-label={t('reviewForm.removeImage', { index: position })}
                  className={removeButton}
                >
                  <CloseIcon className="size-3.5" />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <input
        id={inputId}
        type="file"
        accept="image/*"
        multiple
        disabled={disabled || count >= REVIEW_MAX_IMAGES}
        onChange={pick}
        className="block w-full cursor-pointer text-sm text-stone-600 file:mr-3 file:cursor-pointer file:rounded-full file:border-0 file:bg-rose-100 file:px-4 file:py-2 file:text-sm file:font-semibold file:text-rose-700 hover:file:bg-rose-200 disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}
