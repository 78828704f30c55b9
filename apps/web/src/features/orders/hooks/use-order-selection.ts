import { useState } from 'react';
import type { AdminOrderTab } from '@boneka/shared/order-tabs';
import type { BulkTarget } from './use-bulk-action';

/**
 * The orders ticked in the owner's list (issue 43): some of those shown, all of them ("Pilih semua"), or the whole
 * tab ("Pilih semua di tab ini", sent as `{ tab }` so it includes the orders beyond the list's first page). Mount it
 * again (a `key`) when the list changes tab or search: a selection belongs to one list.
 */
export function useOrderSelection(shown: number[], wholeTab: { tab: AdminOrderTab; count: number } | null) {
  const [ticked, setTicked] = useState<ReadonlySet<number>>(new Set());
  const [allOfTab, setAllOfTab] = useState(false);
  const tabChosen = allOfTab && wholeTab !== null;

  // In the list's order, and only those still shown (a move may have taken some to another tab).
  const selected = tabChosen ? shown : shown.filter((id) => ticked.has(id));
  const allShown = shown.length > 0 && selected.length === shown.length;

  const target: BulkTarget | null = tabChosen
    ? { selection: { tab: wholeTab.tab }, count: wholeTab.count }
    : selected.length > 0
      ? { selection: { order_ids: selected }, count: selected.length }
      : null;

  return {
    target,
    /** The whole tab is chosen, beyond the ticked cards. */
    tabChosen,
    allShown,
    isTicked: (id: number) => tabChosen || ticked.has(id),
    tick: (id: number, checked: boolean) => {
      // Unticking one card of a whole tab leaves the rest of the shown ones ticked.
      const next = new Set(tabChosen ? shown : ticked);
      if (checked) next.add(id);
      else next.delete(id);
      setAllOfTab(false);
      setTicked(next);
    },
    tickAllShown: (checked: boolean) => {
      setAllOfTab(false);
      setTicked(new Set(checked ? shown : []));
    },
    chooseWholeTab: () => setAllOfTab(true),
    clear: () => {
      setAllOfTab(false);
      setTicked(new Set());
    },
  };
}
