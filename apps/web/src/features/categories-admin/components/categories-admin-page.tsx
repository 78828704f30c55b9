import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PlusIcon } from '@/components/ui/icons';
import { LoadingPanel } from '@/components/ui/spinner';
import { useToast } from '@/components/ui/toast';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useAdminCategories } from '../api/get-admin-categories';
import { useCategoryOrder } from '../hooks/use-category-order';
import { CategoryDialogs, type CategoryDialog } from './category-dialogs';
import { CategoryLevel } from './category-level';

/**
 * /admin/categories "Kategori": the shop's two-level tree in the order shoppers see it. Each category can be renamed
 * (Indonesian and English), moved up or down (buttons, or dragged among its siblings), given products, or deleted —
 * never with its products silently: the owner chooses where they go.
 */
export function CategoriesAdminPage() {
  const t = useT();
  const { language } = useLanguage();
  const categories = useAdminCategories(language);
  const ordering = useCategoryOrder();
  const { show } = useToast();
  const [dialog, setDialog] = useState<CategoryDialog | null>(null);

  const tree = categories.data ?? [];
  const topLevel = tree.filter((c) => c.parent_id === null);

  return (
    <div className="space-y-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t('adminCategories.title')}</h1>
          <p className="mt-1 text-sm text-stone-500">{t('adminCategories.subtitle')}</p>
        </div>
        <Button className="shrink-0" onClick={() => setDialog({ kind: 'create', parentId: null })}>
          <PlusIcon className="size-4.5" />
          {t('adminCategories.add')}
        </Button>
      </div>

      <p className="text-sm text-stone-600">{t('adminCategories.orderHelp')}</p>
      <p aria-live="polite" className="sr-only">
        {ordering.announcement}
      </p>

      {categories.isPending ? (
        <LoadingPanel text={t('adminCategories.loading')} />
      ) : categories.isError ? (
        <div className="mx-auto max-w-xl space-y-3">
          <Alert tone="error">{t('adminCategories.loadFailed')}</Alert>
          <div className="flex justify-center">
            <Button variant="outline" size="sm" onClick={() => void categories.refetch()}>
              {t('adminCategories.retry')}
            </Button>
          </div>
        </div>
      ) : topLevel.length === 0 ? (
        <p className="rounded-3xl border-2 border-dashed border-rose-200 bg-rose-50/40 px-6 py-12 text-center font-bold text-cocoa-900">
          {t('adminCategories.empty')}
        </p>
      ) : (
        <CategoryLevel
          siblings={topLevel}
          childrenOf={(c) => tree.find((node) => node.category_id === c.category_id)?.children ?? []}
          depth={1}
          ordering={ordering}
          onOpen={setDialog}
        />
      )}

      <CategoryDialogs
        dialog={dialog}
        tree={tree}
        topLevel={topLevel}
        onDone={(text) => {
          setDialog(null);
          show('success', text);
        }}
        onCancel={() => setDialog(null)}
      />
    </div>
  );
}
