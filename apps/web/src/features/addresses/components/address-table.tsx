import type { Address } from '@boneka/shared';
import { useT } from '@/lib/i18n/i18n';
import { AddressActions } from './address-actions';
import { addressLine, type SortDirection } from './address-text';
import { DefaultBadge } from './default-badge';

type AddressTableProps = {
  addresses: Address[];
  sort: SortDirection;
  onToggleSort: () => void;
  onEdit: (address: Address) => void;
  onDelete: (address: Address) => void;
};

/** The md-and-up layout. */
export function AddressTable({ addresses, sort, onToggleSort, onEdit, onDelete }: AddressTableProps) {
  const t = useT();
  const th = 'px-4 py-3 text-left text-xs font-bold tracking-wide text-cocoa-700 uppercase';
  return (
    <div className="overflow-x-auto rounded-2xl border border-cream-200">
      <table className="w-full text-sm">
        <thead className="bg-cream-100">
          <tr>
            <th scope="col" className={th} aria-sort={sort === 'asc' ? 'ascending' : 'descending'}>
              <button
                type="button"
                onClick={onToggleSort}
                title={t('addr.sortByLabel')}
                className="inline-flex cursor-pointer items-center gap-1 uppercase hover:text-rose-600"
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
            </th>
            <th scope="col" className={th}>
              {t('addr.colRecipient')}
            </th>
            <th scope="col" className={th}>
              {t('addr.colPhone')}
            </th>
            <th scope="col" className={th}>
              {t('addr.colAddress')}
            </th>
            <th scope="col" className={th}>
              {t('addr.colActions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-cream-200 bg-white">
          {addresses.map((address) => (
            <tr key={address.address_id} className="align-top transition-colors hover:bg-rose-50/40">
              <td className="px-4 py-3.5">
                <div className="flex flex-col items-start gap-1">
                  <span className="font-semibold text-cocoa-900">{address.label}</span>
                  {address.is_default ? <DefaultBadge /> : null}
                </div>
              </td>
              <td className="px-4 py-3.5">{address.recipient_name}</td>
              <td className="px-4 py-3.5 whitespace-nowrap">{address.phone_number}</td>
              <td className="max-w-80 px-4 py-3.5 text-stone-600">
                {addressLine(address)}
                {address.notes ? <span className="mt-0.5 block text-xs text-stone-500">{address.notes}</span> : null}
              </td>
              <td className="px-4 py-3.5">
                <AddressActions onEdit={() => onEdit(address)} onDelete={() => onDelete(address)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
