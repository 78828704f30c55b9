import { ACCOUNT_HOLDER, BANK_ACCOUNTS } from '@boneka/shared/shop';
import type { AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { useT } from '@/lib/i18n/i18n';

const TONES: Record<(typeof BANK_ACCOUNTS)[number]['bank'], string> = {
  BCA: 'bg-sky-700',
  Mandiri: 'bg-amber-700',
  BNI: 'bg-orange-700',
};

export function BankAccounts({ onResult }: { onResult: (tone: AlertTone, text: string) => void }) {
  const t = useT();
  const copy = async (number: string) => {
    const copied = await copyText(number.replace(/\s/g, ''));
    onResult(copied ? 'success' : 'error', copied ? t('payment.copied') : t('payment.copyFailed'));
  };
  return (
    <ul aria-label={t('payment.accountsLabel')} className="space-y-3">
      {BANK_ACCOUNTS.map((account) => (
        <li
          key={account.bank}
          className="flex items-center gap-3 rounded-2xl border border-cream-200 bg-cream-50 p-3 sm:p-4"
        >
          <span
            aria-hidden="true"
            className={`grid h-10 w-16 shrink-0 place-items-center rounded-xl text-xs font-extrabold text-white ${TONES[account.bank]}`}
          >
            {account.bank}
          </span>
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold text-stone-500">{t('payment.bankName', { bank: account.bank })}</p>
            <p className="font-mono text-base font-bold tracking-wide text-cocoa-900 sm:text-lg">{account.number}</p>
            <p className="text-xs text-stone-500">{t('payment.holder', { name: ACCOUNT_HOLDER })}</p>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => void copy(account.number)}
            aria-label={t('payment.copyLabel', { bank: account.bank })}
            className="shrink-0"
          >
            {t('payment.copy')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
