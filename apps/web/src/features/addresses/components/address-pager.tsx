import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n';

type AddressPagerProps = {
  page: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
};

export function AddressPager({ page, pageCount, pageSize, total, onPage }: AddressPagerProps) {
  const t = useT();
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <nav
      aria-label={t('addr.pagination')}
      className="mt-5 flex flex-col items-center justify-between gap-3 sm:flex-row"
    >
      <p className="text-sm text-stone-500">{t('addr.showing', { from, to, total })}</p>
      <div className="flex flex-wrap items-center justify-center gap-1 sm:gap-1.5">
        <Button variant="outline" size="sm" className="px-3" onClick={() => onPage(1)} disabled={page <= 1}>
          {t('addr.first')}
        </Button>
        <Button variant="outline" size="sm" className="px-3" onClick={() => onPage(page - 1)} disabled={page <= 1}>
          {t('addr.prev')}
        </Button>
        <span className="min-w-10 text-center text-sm font-semibold text-cocoa-700" aria-current="page">
          {page} / {pageCount}
        </span>
        <Button
          variant="outline"
          size="sm"
          className="px-3"
          onClick={() => onPage(page + 1)}
          disabled={page >= pageCount}
        >
          {t('addr.next')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          className="px-3"
          onClick={() => onPage(pageCount)}
          disabled={page >= pageCount}
        >
          {t('addr.last')}
        </Button>
      </div>
    </nav>
  );
}
