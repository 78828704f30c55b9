import { useEffect, useState, type ReactNode } from 'react';
import { ClockIcon } from '@/components/ui/icons';
import { useT, type Translate } from '@/lib/i18n/i18n';

/** Often enough for a count in whole minutes to turn over within a few seconds of the minute. */
const TICK_MS = 5_000;
const MINUTE_MS = 60_000;

/** The time left to `deadline` as people say it: "1 jam 59 menit", "58 menit", "kurang dari 1 menit"; null once past. */
export function timeLeftText(deadline: string, now: number, t: Translate): string | null {
  const left = Date.parse(deadline) - now;
  if (left <= 0) return null;
  const minutes = Math.floor(left / MINUTE_MS);
  if (minutes === 0) return t('payment.underAMinute');
  const hours = Math.floor(minutes / 60);
  return hours > 0
    ? t('payment.hoursMinutes', { hours, minutes: minutes % 60 })
    : t('payment.minutesOnly', { minutes });
}

/**
 * "Sisa waktu 1 jam 59 menit", counting down while the page is open, above the deadline in WIB (`children`): the
 * shopper sees at once how long is left to pay, not only when.
 */
export function PaymentCountdown({ deadline, children }: { deadline: string; children: ReactNode }) {
  const t = useT();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const left = timeLeftText(deadline, now, t);
  return (
    <div className="mt-3 rounded-2xl bg-amber-50 px-4 py-3 text-amber-950">
      <p role="timer" className="flex items-center gap-2 text-base font-extrabold">
        <ClockIcon className="size-5 shrink-0 text-amber-600" />
        {left ? t('payment.timeLeft', { time: left }) : t('payment.timeUp')}
      </p>
      <p className="mt-1 text-sm font-medium">{children}</p>
    </div>
  );
}
