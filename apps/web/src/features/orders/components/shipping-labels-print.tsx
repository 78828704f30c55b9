import { useId, useState } from 'react';
import { LABEL_LAYOUTS, type LabelLayout } from '@boneka/shared/shipping-labels';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { StrokeIcon, type IconProps } from '@/components/ui/icons';
import { useToast } from '@/components/ui/toast';
import { isApiError } from '@/lib/api-client';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { useDownloadShippingLabels } from '../api/download-shipping-labels';

/** Only the owner prints, so this icon stays out of the shop pages' shared icons. */
export const PrinterIcon = (p: IconProps) => (
  <StrokeIcon {...p}>
    <path d="M7 9V3.5h10V9M7 17.5H5A1.5 1.5 0 013.5 16v-5.5A1.5 1.5 0 015 9h14a1.5 1.5 0 011.5 1.5V16a1.5 1.5 0 01-1.5 1.5h-2" />
    <path d="M7 14h10v6.5H7z" />
  </StrokeIcon>
);

const LAYOUT_LABELS: Record<LabelLayout, MessageKey> = {
  a6: 'adminOrders.labelsA6',
  a4: 'adminOrders.labelsA4',
};

/** The size of a print: A6, one label (or packing slip) a page, or four to an A4 sheet. */
export function LabelLayoutChoice({
  value,
  onChange,
  disabled = false,
}: {
  value: LabelLayout;
  onChange: (layout: LabelLayout) => void;
  disabled?: boolean;
}) {
  const t = useT();
  const name = useId();
  return (
    <fieldset className="flex flex-wrap items-center gap-1.5" disabled={disabled}>
      <legend className="sr-only">{t('adminOrders.labelsLayout')}</legend>
      {LABEL_LAYOUTS.map((option) => (
        <label
          key={option}
          className={cn(
            'inline-flex h-9 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-rose-500',
            value === option
              ? 'border-rose-400 bg-rose-50 text-rose-800'
              : 'border-cream-300 bg-white text-cocoa-700 hover:border-rose-200',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option}
            checked={value === option}
            onChange={() => onChange(option)}
            className="size-4 accent-rose-500"
          />
          {t(LAYOUT_LABELS[option])}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * "Cetak Label" of one order (its own page): the size and the button that saves the PDF of its shipping label
 * (decision 043). The order list prints many through its bulk actions (issue 43).
 */
export function ShippingLabelsPrint({ orderIds }: { orderIds: number[] }) {
  const t = useT();
  const { show } = useToast();
  const [layout, setLayout] = useState<LabelLayout>('a6');
  const download = useDownloadShippingLabels();
  const print = async () => {
    try {
      show('success', t('adminOrders.labelsSaved', { name: await download.mutateAsync({ orderIds, layout }) }));
    } catch (error) {
      const reason = isApiError(error) && error.status < 500 ? error.serverMessage : null;
      show('error', reason ? `${t('adminOrders.labelsFailed')}: ${reason}` : t('adminOrders.labelsFailed'));
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2">
      <LabelLayoutChoice value={layout} onChange={setLayout} />
      <Button size="sm" disabled={orderIds.length === 0 || download.isPending} onClick={() => void print()}>
        <PrinterIcon className="size-4" />
        {download.isPending ? t('adminOrders.labelsPrinting') : t('adminOrders.labelsPrint')}
      </Button>
    </div>
  );
}
