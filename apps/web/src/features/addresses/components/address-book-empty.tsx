import { useT } from '@/lib/i18n/i18n';

/** What the address book shows when no address is saved, or none matches the search. */
export function AddressBookEmpty() {
  const t = useT();
  return (
    <div className="rounded-2xl border-2 border-dashed border-rose-200 bg-rose-50/40 px-6 py-12 text-center">
      <div className="mx-auto mb-3 grid size-14 place-items-center rounded-full bg-white text-rose-400 shadow-sm">
        <svg
          viewBox="0 0 24 24"
          aria-hidden="true"
          className="size-7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M12 21s-7-6.2-7-11.5A7 7 0 0119 9.5C19 14.8 12 21 12 21z" />
          <circle cx="12" cy="9.5" r="2.5" />
        </svg>
      </div>
      <p className="font-bold text-cocoa-900">{t('addr.emptyTitle')}</p>
      <p className="mt-1 text-sm text-stone-500">{t('addr.emptyText')}</p>
    </div>
  );
}
