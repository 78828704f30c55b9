import { useMemo, useState } from 'react';
import { ADDRESS_PAGE_SIZE, type Address } from '@boneka/shared';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { inputClass } from '@/components/ui/form-field';
import { LoadingPanel } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { MD_UP, useMediaQuery } from '@/lib/use-media-query';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { AddressCards } from './address-cards';
import { AddressFormModal } from './address-form-modal';
import { AddressPager } from './address-pager';
import { AddressTable } from './address-table';
import { matchesSearch, sortByLabel, type SortDirection } from './address-text';

type Editor = { open: false } | { open: true; address: Address | null };

/** The profile's "My Addresses" section: search, sort by label, paging, add/edit/delete. */
export function AddressBook() {
  const t = useT();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortDirection>('asc');
  const [page, setPage] = useState(1);
  const [editor, setEditor] = useState<Editor>({ open: false });
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [flash, setFlash] = useState<Flash>(null);
  const wide = useMediaQuery(MD_UP);

  const visible = useMemo(
    () =>
      sortByLabel(
        (addresses.data ?? []).filter((address) => matchesSearch(address, search)),
        sort,
      ),
    [addresses.data, search, sort],
  );
  const pageCount = Math.max(1, Math.ceil(visible.length / ADDRESS_PAGE_SIZE));
  const currentPage = Math.min(page, pageCount);
  const pageItems = visible.slice((currentPage - 1) * ADDRESS_PAGE_SIZE, currentPage * ADDRESS_PAGE_SIZE);

  const toggleSort = () => setSort((current) => (current === 'asc' ? 'desc' : 'asc'));

  const openEditor = (address: Address | null) => {
    setFlash(null);
    setEditor({ open: true, address });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    try {
      await remove.mutateAsync(toDelete.address_id);
      setFlash({ tone: 'success', text: t('addr.deleted') });
    } catch (error) {
      setFlash({ tone: 'error', text: errorText(error, t, t('addr.deleteFailed')) });
    } finally {
      setToDelete(null);
    }
  };

  return (
    <section
      aria-labelledby="addresses-title"
      className="rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-8"
    >
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
              onChange={(event) => {
                setSearch(event.target.value);
                setPage(1);
              }}
              placeholder={t('addr.search')}
              aria-label={t('addr.search')}
              className={`${inputClass} pl-9`}
            />
          </div>
          <Button onClick={() => openEditor(null)} className="shrink-0">
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

      {flash ? (
        <Alert tone={flash.tone} className="mt-5">
          {flash.text}
        </Alert>
      ) : null}

      <div className="mt-5">
        {addresses.isPending ? (
          <LoadingPanel text={t('common.loading')} />
        ) : addresses.isError ? (
          <Alert tone="error">{errorText(addresses.error, t, t('addr.loadFailed'))}</Alert>
        ) : visible.length === 0 ? (
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
        ) : (
          <>
            {wide ? (
              <AddressTable
                addresses={pageItems}
                sort={sort}
                onToggleSort={toggleSort}
                onEdit={openEditor}
                onDelete={setToDelete}
              />
            ) : (
              <AddressCards
                addresses={pageItems}
                sort={sort}
                onToggleSort={toggleSort}
                onEdit={openEditor}
                onDelete={setToDelete}
              />
            )}
            <AddressPager
              page={currentPage}
              pageCount={pageCount}
              pageSize={ADDRESS_PAGE_SIZE}
              total={visible.length}
              onPage={setPage}
            />
          </>
        )}
      </div>

      <AddressFormModal
        open={editor.open}
        address={editor.open ? editor.address : null}
        onClose={() => setEditor({ open: false })}
        onSaved={(text) => {
          setEditor({ open: false });
          setFlash({ tone: 'success', text });
        }}
      />
      <ConfirmDialog
        open={toDelete !== null}
        title={t('addr.deleteTitle')}
        message={t('addr.deleteConfirm')}
        confirmLabel={t('confirm.delete')}
        cancelLabel={t('confirm.cancel')}
        busyLabel={t('confirm.working')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}
