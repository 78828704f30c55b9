import { ADDRESS_PAGE_SIZE } from '@boneka/shared';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { LoadingPanel } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { MD_UP, useMediaQuery } from '@/lib/use-media-query';
import { useAddressBook } from '../hooks/use-address-book';
import { AddressBookEmpty } from './address-book-empty';
import { AddressBookHeader } from './address-book-header';
import { AddressCards } from './address-cards';
import { AddressFormModal } from './address-form-modal';
import { AddressPager } from './address-pager';
import { AddressTable } from './address-table';

/** The profile's "My Addresses" section: search, sort by label, paging, add/edit/delete. */
export function AddressBook() {
  const t = useT();
  const book = useAddressBook();
  const wide = useMediaQuery(MD_UP);
  const { addresses } = book;
  const List = wide ? AddressTable : AddressCards;

  return (
    <section
      aria-labelledby="addresses-title"
      className="rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-8"
    >
      <AddressBookHeader search={book.search} onSearch={book.changeSearch} onAdd={() => book.openEditor(null)} />

      {book.flash ? (
        <Alert tone={book.flash.tone} className="mt-5">
          {book.flash.text}
        </Alert>
      ) : null}

      <div className="mt-5">
        {addresses.isPending ? (
          <LoadingPanel text={t('common.loading')} />
        ) : addresses.isError ? (
          <Alert tone="error">{errorText(addresses.error, t, t('addr.loadFailed'))}</Alert>
        ) : book.visible.length === 0 ? (
          <AddressBookEmpty />
        ) : (
          <>
            <List
              addresses={book.pageItems}
              sort={book.sort}
              onToggleSort={book.toggleSort}
              onEdit={book.openEditor}
              onDelete={book.askDelete}
            />
            <AddressPager
              page={book.currentPage}
              pageCount={book.pageCount}
              pageSize={ADDRESS_PAGE_SIZE}
              total={book.visible.length}
              onPage={book.setPage}
            />
          </>
        )}
      </div>

      <AddressFormModal
        open={book.editor.open}
        address={book.editor.open ? book.editor.address : null}
        onClose={book.closeEditor}
        onSaved={book.saved}
      />
      <ConfirmDialog
        open={book.toDelete !== null}
        title={t('addr.deleteTitle')}
        message={t('addr.deleteConfirm')}
        confirmLabel={t('confirm.delete')}
        cancelLabel={t('confirm.cancel')}
        busyLabel={t('confirm.working')}
        busy={book.deleting}
        onConfirm={book.confirmDelete}
        onCancel={book.cancelDelete}
      />
    </section>
  );
}
