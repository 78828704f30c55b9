import { Button } from '@/components/ui/button';
import { inputClass } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/i18n';

type AddressBookHeaderProps = {
  search: string;
  onSearch: (value: string) => void;
  onAdd: () => void;
};

/** The address book's title, its search field and "Tambah Alamat". */
export function AddressBookHeader({ search, onSearch, onAdd }: AddressBookHeaderProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h2 id="addresses-title" className="text-lg font-bold">
          {t('addr.title')}
        </h2>
        <p className="text-sm text-stone-500">{t('addr.subtitle')}</p>
      </div>
      <div className="flex gap-2">
        <div className="relative flex-1 sm:w-64 sm:flex-none">
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="9" cy="9" r="5.5" />
            <path d="M13.5 13.5L17 17" />
          </svg>
          <input
            type="text"
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            placeholder={t('addr.search')}
            aria-label={t('addr.search')}
            className={`${inputClass} pl-9`}
          />
        </div>
        <Button onClick={onAdd} className="shrink-0">
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.4"
            strokeLinecap="round"
          >
            <path d="M10 4v12M4 10h12" />
          </svg>
          {t('addr.add')}
        </Button>
      </div>
    </div>
  );
}
