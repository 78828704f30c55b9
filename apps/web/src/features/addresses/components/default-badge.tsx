import { useT } from '@/lib/i18n/i18n';

export function DefaultBadge() {
  const t = useT();
  return (
    <span className="inline-flex items-center rounded-full bg-emerald-100 px-2 py-0.5 text-[11px] font-bold tracking-wide text-emerald-700 uppercase">
      {t('addr.default')}
    </span>
  );
}
