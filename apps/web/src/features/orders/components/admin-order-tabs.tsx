import { useEffect, useRef, type KeyboardEvent } from 'react';
import { ADMIN_ORDER_TABS, type AdminOrderTab } from '@boneka/shared/order-tabs';
import { cn } from '@/components/ui/cn';
import { useT } from '@/lib/i18n/i18n';
import type { AdminOrderList } from '../api/get-admin-orders';
import { TAB_LABELS } from './admin-order-tab';

const ALL_TABS: ReadonlyArray<AdminOrderTab | null> = [null, ...ADMIN_ORDER_TABS];
export const tabId = (tab: AdminOrderTab | null) => `admin-order-tab-${tab ?? 'semua'}`;

/** One tab's count: grey until the list has answered. */
function Count({ value, selected }: { value: number | undefined; selected: boolean }) {
  if (value === undefined) return null;
  return (
    <span
      className={cn(
        'grid h-5 min-w-5 place-items-center rounded-full px-1.5 text-[11px]',
        selected ? 'bg-rose-800 text-white' : 'bg-rose-100 text-rose-700',
      )}
    >
      {value}
    </span>
  );
}

/**
 * "Semua" and the sellers' tabs with their counts (issue 43), Komplain and Dibatalkan saying how many owe a refund.
 * One row that scrolls sideways on a phone; the arrow keys, Home and End move between tabs (the ARIA tabs pattern).
 */
export function AdminOrderTabs({
  current,
  list,
  panelId,
  onSelect,
}: {
  current: AdminOrderTab | null;
  list: AdminOrderList | undefined;
  panelId: string;
  onSelect: (tab: AdminOrderTab | null) => void;
}) {
  const t = useT();
  const row = useRef<HTMLDivElement>(null);
  // The chosen tab in sight, even when it is the last one of a phone's row (a reload of ?tab=dibatalkan); again once
  // the counts have widened the tabs.
  const counted = list !== undefined;
  useEffect(() => {
    row.current
      ?.querySelector<HTMLElement>('[aria-selected="true"]')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current, counted]);

  const move = (event: KeyboardEvent, index: number) => {
    const last = ALL_TABS.length - 1;
    const to =
      event.key === 'ArrowRight'
        ? (index + 1) % ALL_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % ALL_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    const tab = ALL_TABS[to] ?? null;
    onSelect(tab);
    document.getElementById(tabId(tab))?.focus();
  };

  return (
    <div
      ref={row}
      role="tablist"
      aria-label={t('adminOrders.tabsLabel')}
      className="-mx-4 flex scroll-px-4 gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:gap-1.5 sm:px-0"
    >
      {ALL_TABS.map((tab, index) => {
        const selected = tab === current;
        const owing = tab === 'komplain' || tab === 'dibatalkan' ? list?.refund_counts?.[tab] : undefined;
        return (
          <button
            key={tab ?? 'semua'}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            onKeyDown={(event) => move(event, index)}
            className={cn(
              'inline-flex shrink-0 cursor-pointer items-center gap-2 rounded-full px-4 py-2 text-sm font-bold whitespace-nowrap transition-colors sm:gap-1.5 sm:px-3',
              selected
                ? 'bg-rose-600 text-white shadow-sm shadow-rose-300/60'
                : 'border border-rose-100 bg-white text-cocoa-700 hover:bg-rose-50',
            )}
          >
            {tab ? t(TAB_LABELS[tab]) : t('adminOrders.tabAll')}
            <Count value={tab ? list?.tab_counts?.[tab] : list?.counts.all} selected={selected} />
            {owing ? (
              <span
                className={cn(
                  'rounded-full px-2 py-0.5 text-[11px]',
                  selected ? 'bg-white text-red-800' : 'bg-red-100 text-red-800',
                )}
              >
                {t('adminOrders.tabRefund', { count: owing })}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
