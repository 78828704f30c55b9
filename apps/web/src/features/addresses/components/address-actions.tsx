import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';

type AddressActionsProps = { onEdit: () => void; onDelete: () => void };

export function AddressActions({ onEdit, onDelete }: AddressActionsProps) {
  const t = useT();
  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" onClick={onEdit}>
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M13.5 3.5l3 3L7 16H4v-3z" />
        </svg>
        {t('addr.edit')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onDelete} className="text-red-600 hover:bg-red-50">
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="size-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" />
        </svg>
        {t('addr.delete')}
      </Button>
    </div>
  );
}
