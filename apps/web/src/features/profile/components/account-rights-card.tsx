import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { conflictFacts } from '@boneka/shared/conflicts';
import { OPEN_ORDER_REASON_TEXT, type OpenOrder } from '@boneka/shared/schemas/account-data';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Modal } from '@/components/ui/modal';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/account-rights';
import { useDeleteAccount } from '../api/delete-account';
import { useDownloadMyData } from '../api/download-my-data';

/** What stops a deletion, said on the page: a general line, or the orders still under way and why. */
type Refusal = { text: string; orders?: OpenOrder[] } | null;

/**
 * "Data & Akun" (UU PDP, decision 063): "Unduh data saya" saves the account's data as JSON; "Hapus akun" asks for
 * the password in a dialog that says what is erased and what is kept.
 */
export function AccountRightsCard({ isOwner }: { isOwner: boolean }) {
  const t = useT();
  const headingId = useId();
  const download = useDownloadMyData();
  const [message, setMessage] = useState<Flash>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  const onDownload = async () => {
    setMessage(null);
    try {
      const name = await download.mutateAsync();
      setMessage({ tone: 'success', text: t('rights.downloaded', { name }) });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, t, t('rights.downloadFailed')) });
    }
  };

  return (
    <section aria-labelledby={headingId} className="rounded-3xl border border-rose-100 bg-white p-6 shadow-soft">
      <h2 id={headingId} className="text-lg font-extrabold">
        {t('rights.title')}
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        {t('rights.intro')}{' '}
        <Link to={paths.privacy.href()} className="font-semibold text-rose-700 underline underline-offset-2">
          {t('rights.privacyLink')}
        </Link>
      </p>
      {message ? (
        <Alert tone={message.tone} className="mt-4">
          {message.text}
        </Alert>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void onDownload()} disabled={download.isPending}>
          {download.isPending ? t('rights.downloading') : t('rights.download')}
        </Button>
        {isOwner ? null : (
          <Button variant="danger" onClick={() => setDialogOpen(true)}>
            {t('rights.delete')}
          </Button>
        )}
      </div>
      {dialogOpen ? <DeleteAccountDialog onClose={() => setDialogOpen(false)} /> : null}
    </section>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const t = useT();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<Refusal>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    if (!password) {
      setFieldError(t('rights.passwordRequired'));
      return;
    }
    setFieldError(undefined);
    try {
      await remove.mutateAsync({ password });
      toast.show('success', t('rights.deleted'));
      void navigate(paths.home.href());
    } catch (error) {
      const open = conflictFacts('ACCOUNT_HAS_OPEN_ORDERS', isApiError(error) ? error : {});
      if (open) setRefusal({ text: t('rights.openOrders'), orders: open.orders });
      else if (isApiError(error) && error.code === 'WRONG_PASSWORD') setFieldError(t('rights.wrongPassword'));
      else if (isApiError(error) && error.code === 'OWNER_ACCOUNT') setRefusal({ text: t('rights.ownerAccount') });
      else setRefusal({ text: errorText(error, t, t('rights.deleteFailed')) });
    }
  };

  const close = () => {
    if (!remove.isPending) onClose();
  };

  return (
    <Modal open title={t('rights.deleteTitle')} role="alertdialog" size="sm" onClose={close}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4 text-sm text-stone-600">
        <p className="leading-relaxed">{t('rights.deleteIntro')}</p>
        <div>
          <h3 className="font-bold text-stone-800">{t('rights.erasedTitle')}</h3>
          <p className="mt-1 leading-relaxed">{t('rights.erased')}</p>
        </div>
        <div>
          <h3 className="font-bold text-stone-800">{t('rights.keptTitle')}</h3>
          <p className="mt-1 leading-relaxed">{t('rights.kept')}</p>
        </div>
        <p className="font-semibold text-stone-800">{t('rights.final')}</p>
        {refusal ? (
          <Alert tone="error">
            <div>
              <p>{refusal.text}</p>
              {refusal.orders ? (
                <>
                  <ul className="mt-2 list-disc space-y-1 pl-5">
                    {refusal.orders.map((o) => (
                      <li key={o.order_number}>
                        <span className="font-bold">{o.order_number}</span>
                        {` · ${OPEN_ORDER_REASON_TEXT[language][o.reason]}`}
                      </li>
                    ))}
                  </ul>
                  <p className="mt-2">{t('rights.openOrdersHint')}</p>
                </>
              ) : null}
            </div>
          </Alert>
        ) : null}
        <TextField
          label={t('rights.password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError}
          required
        />
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <Button variant="outline" onClick={close} disabled={remove.isPending}>
            {t('rights.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={remove.isPending}>
            {remove.isPending ? t('rights.deleting') : t('rights.confirmDelete')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
