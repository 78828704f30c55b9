import { useState } from 'react';
import type { StockImportPreview, StockSheetMoved } from '@boneka/shared';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { useApplyStockSheet } from '../api/apply-stock-sheet';
import { usePreviewStockSheet } from '../api/preview-stock-sheet';

/**
 * A stock sheet from its file to its changes: the file chosen, its preview read, then applied as previewed; what went
 * wrong is said, and when the shop's figures moved since the preview, which ones.
 */
export function useStockImport() {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [moved, setMoved] = useState<StockSheetMoved[]>([]);
  const preview = usePreviewStockSheet();
  const apply = useApplyStockSheet();

  const choose = (chosen: File | null) => {
    setFile(chosen);
    preview.reset();
    apply.reset();
    setError(null);
    setMoved([]);
  };

  const read = async () => {
    setError(null);
    setMoved([]);
    apply.reset();
    if (!file) {
      setError(t('stocktake.chooseFile'));
      return;
    }
    try {
      await preview.mutateAsync(file);
    } catch (failure) {
      preview.reset();
      setError(errorMessage(failure, t('stocktake.previewFailed')));
    }
  };

  const applyShown = async (sheet: StockImportPreview) => {
    setError(null);
    try {
      await apply.mutateAsync(sheet.import_id);
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'STALE_PREVIEW') {
        setMoved((failure.body?.moved as StockSheetMoved[] | undefined) ?? []);
        setError(t('stocktake.moved'));
      } else setError(errorMessage(failure, t('stocktake.applyFailed')));
    }
  };

  return { choose, read, applyShown, error, moved, preview, apply };
}
