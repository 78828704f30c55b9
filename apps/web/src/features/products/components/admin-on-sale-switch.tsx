import { useT } from '@/lib/i18n/i18n';

/** "Dijual": a switched-off variant stays in the table but cannot be bought. */
export function AdminOnSaleSwitch({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useT();
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-2 lg:justify-center">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="peer sr-only"
      />
      <span
        aria-hidden="true"
        className="relative h-6 w-11 shrink-0 rounded-full bg-stone-300 transition-colors peer-checked:bg-emerald-500 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-500 peer-disabled:opacity-55 after:absolute after:top-0.5 after:left-0.5 after:size-5 after:rounded-full after:bg-white after:shadow after:transition-transform peer-checked:after:translate-x-5"
      />
      <span className="text-sm font-semibold text-cocoa-700 lg:sr-only">{t('adminProducts.onSale')}</span>
    </label>
  );
}
