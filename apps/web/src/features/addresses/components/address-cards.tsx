import type { Address } from '@boneka/shared';
import { useT } from '@/lib/i18n/i18n';
import { AddressActions } from './address-actions';
import { addressLine, type SortDirection } from './address-text';
import { DefaultBadge } from './default-badge';

type AddressCardsProps = {
  addresses: Address[];
  sort: SortDirection;
  onToggleSort: () => void;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
};

/** The small-screen layout (below md). */
export function AddressCards({ addresses, sort, onToggleSort, onEdit, onDelete }: AddressCardsProps) {
  const t = useT();
  return (
    <div>
      <div className="mb-3 flex justify-end">
        <button
          type="button"
          onClick={onToggleSort}
          title={t('addr.sortByLabel')}
          className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-cream-100 px-3 py-1.5 text-xs font-bold tracking-wide text-cocoa-700 uppercase"
        >
          {t('addr.colLabel')}
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="size-3.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={sort === 'asc' ? 'M6 12l4-4 4 4' : 'M6 8l4 4 4-4'} />
          </svg>
        </button>
      </div>
      <ul className="space-y-3">
        {addresses.map((address) => (
          <li key={address.address_id} className="rounded-2xl border border-cream-200 bg-white p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-bold text-cocoa-900">{address.label}</span>
              {address.is_default ? <DefaultBadge /> : null}
            </div>
            <p className="mt-2 text-sm font-semibold text-stone-700">
              {address.recipient_name} <span className="font-normal text-stone-500">· {address.phone_number}</span>
            </p>
            <p className="mt-1 text-sm text-stone-600">{addressLine(address)}</p>
            {address.notes ? <p className="mt-1 text-xs text-stone-500">{address.notes}</p> : null}
            <div className="mt-3 border-t border-cream-200 pt-3">
              <AddressActions onEdit={() => onEdit(address)} onDelete={() => onDelete(address)} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
