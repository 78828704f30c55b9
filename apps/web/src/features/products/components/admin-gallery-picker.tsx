import { MAX_PRODUCT_IMAGES } from '@boneka/shared';
import { IMAGE_TYPES } from '@boneka/shared/limits';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';
import { ImageIcon } from './admin-product-icons';

const ACCEPT = IMAGE_TYPES.join(',');

type AdminGalleryPickerProps = {
  inputId: string;
  helpId: string;
  /** How many photos the gallery holds: none can be added once it is full. */
  count: number;
  error: string | undefined;
  disabled: boolean;
  onPick: (files: File[]) => void;
};

/** How many photos there are of how many, and "Tambah Foto", which picks several at once. */
export function AdminGalleryPicker({ inputId, helpId, count, error, disabled, onPick }: AdminGalleryPickerProps) {
  const t = useT();
  const off = disabled || count >= MAX_PRODUCT_IMAGES;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <p id={helpId} className="text-xs text-stone-500">
        {t('adminProducts.photosHelp', { count, max: MAX_PRODUCT_IMAGES })}
      </p>
      <div>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          disabled={off}
          aria-describedby={error ? `${inputId}-error` : helpId}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // The same files can be picked again after they were removed or refused.
            event.target.value = '';
            onPick(files);
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonClass('secondary', 'sm', 'whitespace-nowrap'),
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-500',
            off && 'pointer-events-none opacity-55',
          )}
        >
          <ImageIcon className="size-4" />
          {t('adminProducts.addPhotos')}
        </label>
      </div>
    </div>
  );
}
