import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';

export function LoginRequiredPanel() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <StatusPanel
      title={t('guard.deniedTitle')}
      text={t('guard.deniedText')}
      action={<Button onClick={() => void navigate(paths.login.href())}>{t('guard.goToLogin')}</Button>}
    />
  );
}

export function AdminRequiredPanel() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <StatusPanel
      title={t('guard.adminTitle')}
      text={t('guard.adminText')}
      action={<Button onClick={() => void navigate(paths.home.href())}>{t('guard.goHome')}</Button>}
    />
  );
}
