import { useState } from 'react';
import type { ProductSheetPreview, ProductSheetProblem } from '@boneka/shared';
import { errorMessage, isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { useApplyProductSheet } from '../api/apply-product-sheet';
import { usePreviewProductSheet } from '../api/preview-product-sheet';

/**
 * A products sheet from its files to the shop: the sheet (and the photos' ZIP) chosen, previewed, then applied whole.
 * A refusal at apply time that names wrong rows (the shop moved since the preview) shows them like the preview's.
 */
export function useProductSheetImport() {
  const t = useT();
  const [sheet, setSheet] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [lateProblems, setLateProblems] = useState<ProductSheetProblem[]>([]);
  const preview = usePreviewProductSheet();
  const apply = useApplyProductSheet();

  const reset = () => {
    preview.reset();
    apply.reset();
    setError(null);
    setLateProblems([]);
  };
  const chooseSheet = (file: File | null) => {
    setSheet(file);
    reset();
  };
  const choosePhotos = (file: File | null) => {
    setPhotos(file);
    reset();
  };

  const read = async () => {
    reset();
    if (!sheet) {
      setError(t('productSheet.chooseFile'));
      return;
    }
    try {
      await preview.mutateAsync({ sheet, photos });
    } catch (failure) {
      preview.reset();
      setError(errorMessage(failure, t('productSheet.previewFailed')));
    }
  };

  const applyShown = async (shown: ProductSheetPreview) => {
    setError(null);
    if (!sheet || !shown.can_apply) return;
    try {
      await apply.mutateAsync({ sheet, photos });
    } catch (failure) {
      if (isApiError(failure) && failure.code === 'SHEET_HAS_PROBLEMS') {
        setLateProblems((failure.body?.problems as ProductSheetProblem[] | undefined) ?? []);
      }
      setError(errorMessage(failure, t('productSheet.applyFailed')));
    }
  };

  const problems = lateProblems.length > 0 ? lateProblems : (preview.data?.problems ?? []);
  return { chooseSheet, choosePhotos, read, applyShown, error, problems, preview, apply };
}
