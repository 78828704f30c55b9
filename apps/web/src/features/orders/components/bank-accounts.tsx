import type { AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { copyText } from '@/lib/clipboard';
import { useT } from '@/lib/i18n/i18n';

/** The shop's accounts for bank transfers; all three are in the company's name. */
export const ACCOUNT_HOLDER = 'PT Boneka Nusantara';
export const BANK_ACCOUNTS = [
  { bank: 'BCA', number: '8730 412 556', tone: 'bg-sky-700' },
  { bank: 'Mandiri', number: '131 00 2468 1357', tone: 'bg-amber-700' },
  { bank: 'BNI', number: '0912 345 678', tone: 'bg-orange-700' },
] as const;

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
            className={`grid h-10 w-16 shrink-0 place-items-center rounded-xl text-xs font-extrabold text-white ${account.tone}`}
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
