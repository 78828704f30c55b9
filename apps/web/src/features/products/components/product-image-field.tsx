import { useId, useState } from 'react';
import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@boneka/shared/limits';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';
import { useObjectUrl } from '@/lib/use-object-url';
import { ImageIcon } from './admin-product-icons';

/** What the form will do with the picture: upload `file`, or (without one) drop the current picture. */
export type ImageChoice = { file: File | null; removeCurrent: boolean };

type ProductImageFieldProps = {
  /** The saved picture of the product being edited; null when adding or when it has none. */
  currentUrl: string | null;
  value: ImageChoice;
  onChange: (choice: ImageChoice) => void;
  disabled?: boolean;
};

const ACCEPT = IMAGE_TYPES.join(',');

/** 'Gambar': pick a JPEG, PNG or WebP of at most 5MB, see it before saving, or remove the picture. */
export function ProductImageField({ currentUrl, value, onChange, disabled = false }: ProductImageFieldProps) {
  const t = useT();
  const inputId = useId();
  const [pickError, setPickError] = useState<string | null>(null);
  const fileUrl = useObjectUrl(value.file);
  const keptUrl = currentUrl && !value.removeCurrent ? currentUrl : null;
  const previewUrl = value.file ? fileUrl : keptUrl;
  const removingCurrent = currentUrl !== null && value.removeCurrent && !value.file;

  const onPick = (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file can be picked again after it was removed or refused.
    event.target.value = '';
    if (!file) return;
    if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) {
      setPickError(t('adminProducts.imageNotImage'));
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setPickError(t('adminProducts.imageTooLarge'));
      return;
    }
    setPickError(null);
    onChange({ file, removeCurrent: value.removeCurrent });
  };

  const remove = () => {
    setPickError(null);
    onChange({ file: null, removeCurrent: currentUrl !== null });
  };

  return (
    <div className="space-y-3">
      <div className="flex items-baseline justify-between gap-2">
        <label id={`${inputId}-label`} htmlFor={inputId} className="block text-sm font-semibold text-cocoa-700">
          {t('adminProducts.fieldImage')}
          <span className="ml-1 font-normal text-stone-500">{t('common.optional')}</span>
        </label>
      </div>

      <div
        className={cn(
          'relative grid aspect-square w-full place-items-center overflow-hidden rounded-3xl border-2 border-dashed bg-cream-50',
          pickError ? 'border-red-300' : 'border-rose-200',
        )}
      >
        {previewUrl ? (
          <img src={previewUrl} alt={t('adminProducts.previewAlt')} className="size-full object-cover" />
        ) : (
          <div className="flex flex-col items-center gap-2 px-4 text-center text-stone-500">
            <ImageIcon className="size-10" />
            <span className="text-sm font-semibold">{t('adminProducts.noImage')}</span>
          </div>
        )}
      </div>

      {removingCurrent ? (
        <p role="status" className="rounded-2xl bg-amber-50 px-3 py-2 text-xs font-semibold text-amber-800">
          {t('adminProducts.imageRemovedNote')}
        </p>
      ) : null}

      <div className="flex flex-wrap gap-2">
        <input
          id={inputId}
          type="file"
          accept={ACCEPT}
          onChange={onPick}
          disabled={disabled}
          aria-labelledby={`${inputId}-label`}
          aria-invalid={pickError ? true : undefined}
          aria-describedby={pickError ? `${inputId}-error` : `${inputId}-hint`}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          aria-hidden="true"
          className={cn(
            buttonClass('secondary', 'sm', 'flex-1 whitespace-nowrap'),
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-500',
            disabled && 'pointer-events-none opacity-55',
          )}
        >
          <ImageIcon className="size-4" />
          {previewUrl ? t('adminProducts.changeImage') : t('adminProducts.chooseImage')}
        </label>
        {previewUrl ? (
          <button
            type="button"
            onClick={remove}
            disabled={disabled}
            className={buttonClass('ghost', 'sm', 'flex-1 whitespace-nowrap text-red-600 hover:bg-red-50')}
          >
            {t('adminProducts.removeImage')}
          </button>
        ) : null}
        {removingCurrent ? (
          <button
            type="button"
            onClick={() => onChange({ file: null, removeCurrent: false })}
            disabled={disabled}
            className={buttonClass('ghost', 'sm', 'flex-1 whitespace-nowrap')}
          >
            {t('adminProducts.restoreImage')}
          </button>
        ) : null}
      </div>

      {pickError ? (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-red-600">
          {pickError}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="text-xs text-stone-500">
          {t('adminProducts.imageHint')}
        </p>
      )}
    </div>
  );
}
