import { useMemo, useState } from 'react';
import { ADDRESS_PAGE_SIZE, type Address } from '@boneka/shared';
import type { Flash } from '@/components/ui/alert';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useDeleteAddress } from '../api/delete-address';
import { useAddresses } from '../api/get-addresses';
import { matchesSearch, sortByLabel, type SortDirection } from '../components/address-text';

type Editor = { open: false } | { open: true; address: Address | null };

/** The address book's state: the search, sort and page of the list, the form open on one address, the delete asked. */
export function useAddressBook() {
  const t = useT();
  const addresses = useAddresses();
  const remove = useDeleteAddress();
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<SortDirection>('asc');
  const [page, setPage] = useState(1);
  const [editor, setEditor] = useState<Editor>({ open: false });
  const [toDelete, setToDelete] = useState<Address | null>(null);
  const [flash, setFlash] = useState<Flash>(null);

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

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };
  const toggleSort = () => setSort((current) => (current === 'asc' ? 'desc' : 'asc'));

  const openEditor = (address: Address | null) => {
    setFlash(null);
    setEditor({ open: true, address });
  };
  const closeEditor = () => setEditor({ open: false });
  const saved = (text: string) => {
    setEditor({ open: false });
    setFlash({ tone: 'success', text });
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

  return {
    addresses,
    search,
    changeSearch,
    sort,
    toggleSort,
    visible,
    pageItems,
    currentPage,
    pageCount,
    setPage,
    editor,
    openEditor,
    closeEditor,
    saved,
    flash,
    toDelete,
    askDelete: setToDelete,
    cancelDelete: () => setToDelete(null),
    confirmDelete,
    deleting: remove.isPending,
  };
}
