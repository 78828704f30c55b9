import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';
import { AdminChipButton as ChipButton } from './admin-chip-button';

type AdminOptionValueChipProps = {
  value: string;
  first: boolean;
  last: boolean;
  disabled: boolean;
  onMoveLeft: () => void;
  onMoveRight: () => void;
  onRemove: () => void;
};

/** One value of an option as a chip, with its buttons to move it left or right and to remove it. */
export function AdminOptionValueChip({
  value,
  first,
  last,
  disabled,
  onMoveLeft,
  onMoveRight,
  onRemove,
}: AdminOptionValueChipProps) {
  const t = useT();
  return (
    <li className="inline-flex items-center gap-0.5 rounded-full bg-rose-100 py-0.5 pr-0.5 pl-1 text-xs font-bold text-rose-800">
      <ChipButton label={t('adminProducts.moveValueLeft', { value })} disabled={disabled || first} onClick={onMoveLeft}>
        <ChevronLeftIcon className="size-3.5" />
      </ChipButton>
      <span className="px-1">{value}</span>
      <ChipButton
        label={t('adminProducts.moveValueRight', { value })}
        disabled={disabled || last}
        onClick={onMoveRight}
      >
        <ChevronRightIcon className="size-3.5" />
      </ChipButton>
      <ChipButton label={t('adminProducts.removeValue', { value })} disabled={disabled} onClick={onRemove}>
        <CloseIcon className="size-3.5" />
      </ChipButton>
    </li>
  );
}
