import { Button } from '@/components/ui/button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';

type ReviewPagerProps = {
  page: number;
  hasNext: boolean;
  onPage: (page: number) => void;
};

/** "Sebelumnya" and "Berikutnya" under the reviews, and the page they are on. */
export function ReviewPager({ page, hasNext, onPage }: ReviewPagerProps) {
  const t = useT();
  return (
    <nav aria-label={t('reviews.pages')} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon className="size-4" />
        {t('reviews.previous')}
      </Button>
      <span className="text-sm text-stone-500">{t('pager.page', { page })}</span>
      {hasNext ? (
        <Button variant="outline" size="sm" onClick={() => onPage(page + 1)}>
          {t('reviews.next')}
          <ChevronRightIcon className="size-4" />
        </Button>
      ) : (
        <span className="w-24" aria-hidden="true" />
      )}
    </nav>
  );
}
