import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  dashboardPeriod,
  DASHBOARD_RANGES,
  type DashboardPeriodProblem,
  type DashboardQuery,
  type DashboardRange,
} from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/form-field';
import { useT, type MessageKey } from '@/lib/i18n/i18n';

const CHIP_LABELS: Record<DashboardRange, MessageKey> = {
  today: 'dashboard.range.today',
  '7d': 'dashboard.range.7d',
  '30d': 'dashboard.range.30d',
  month: 'dashboard.range.month',
  custom: 'dashboard.range.custom',
};

/** The words for why chosen dates cannot be shown, in the page's language (the server says the same in Indonesian). */
export const PROBLEM_TEXT: Record<DashboardPeriodProblem['code'], MessageKey> = {
  DATES_REQUIRED: 'dashboard.range.datesRequired',
  DATE_RANGE_REVERSED: 'dashboard.range.reversed',
  DATE_IN_FUTURE: 'dashboard.range.future',
  DATE_RANGE_TOO_LONG: 'dashboard.range.tooLong',
};

const chip = (active: boolean) =>
  cn(
    'inline-flex h-10 cursor-pointer items-center rounded-full border px-4 text-sm font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-rose-500',
    active
      ? 'border-rose-500 bg-rose-600 text-white shadow-sm'
      : 'border-rose-100 bg-white text-cocoa-700 hover:border-rose-200 hover:bg-rose-50',
  );

type RangePickerProps = {
  query: DashboardQuery;
  /** Today in WIB, `YYYY-MM-DD`: the last day one can choose. */
  today: string;
  /** The first and last day shown now, to start the date fields from. */
  shown: { from: string; to: string } | null;
  onChange: (query: DashboardQuery) => void;
};

/** Hari ini / 7 hari / 30 hari / Bulan ini, or two chosen WIB dates (inclusive). */
export function RangePicker({ query, today, shown, onChange }: RangePickerProps) {
  const t = useT();
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const [choosing, setChoosing] = useState(query.range === 'custom');
  const [from, setFrom] = useState(query.from ?? shown?.from ?? today);
  const [to, setTo] = useState(query.to ?? shown?.to ?? today);
  const [problem, setProblem] = useState<DashboardPeriodProblem | null>(null);

  // Back and forward move the range: the fields follow the address.
  useEffect(() => {
    setChoosing(query.range === 'custom');
    if (query.range === 'custom') {
      if (query.from) setFrom(query.from);
      if (query.to) setTo(query.to);
    }
    setProblem(null);
  }, [query.range, query.from, query.to]);

  const onApply = (event: FormEvent) => {
    event.preventDefault();
    const chosen: DashboardQuery = { range: 'custom', from: from || undefined, to: to || undefined };
    const found = dashboardPeriod(chosen, today);
    if ('problem' in found) {
      setProblem(found.problem);
      return;
    }
    setProblem(null);
    onChange(chosen);
  };

  const dateField = (path: 'from' | 'to', value: string, set: (value: string) => void) => {
    const id = path === 'from' ? fromId : toId;
    return (
      <div className="min-w-0 sm:w-44">
        <label htmlFor={id} className="mb-1 block text-sm font-semibold text-cocoa-800">
          {t(path === 'from' ? 'dashboard.range.from' : 'dashboard.range.to')}
        </label>
        <input
          id={id}
          type="date"
          value={value}
          max={today}
          onChange={(event) => set(event.target.value)}
          aria-invalid={problem?.path === path ? true : undefined}
          aria-describedby={problem ? errorId : undefined}
          className={inputClass}
        />
      </div>
    );
  };

  return (
    <div className="space-y-3">
      <div role="group" aria-label={t('dashboard.range.label')} className="flex flex-wrap gap-2">
        {DASHBOARD_RANGES.map((range) => {
          const active = range === 'custom' ? choosing : !choosing && query.range === range;
          return (
            <button
              key={range}
              type="button"
              aria-pressed={active}
              className={chip(active)}
              onClick={() => {
                if (range === 'custom') {
                  if (shown && query.range !== 'custom') {
                    setFrom(shown.from);
                    setTo(shown.to);
                  }
                  setChoosing(true);
                  return;
                }
                setChoosing(false);
                setProblem(null);
                onChange({ range });
              }}
            >
              {t(CHIP_LABELS[range])}
            </button>
          );
        })}
      </div>
      {choosing ? (
        <form
          onSubmit={onApply}
          noValidate
          className="flex flex-col gap-3 rounded-2xl border border-rose-100 bg-white p-4 shadow-soft sm:flex-row sm:items-end"
        >
          {dateField('from', from, setFrom)}
          {dateField('to', to, setTo)}
          <Button type="submit" className="sm:self-end">
            {t('dashboard.range.apply')}
          </Button>
          {problem ? (
            <p id={errorId} role="alert" className="text-sm font-semibold text-red-700 sm:self-center">
              {t(PROBLEM_TEXT[problem.code], { days: 366, today })}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}
