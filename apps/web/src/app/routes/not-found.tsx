import { Link } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { buttonClass } from '@/components/ui/button';
import { StatusPanel } from '@/components/ui/status-panel';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';

export function NotFoundRoute() {
  const t = useT();
  return (
    <>
      <PageTitle titleKey="notFound.title" />
      <StatusPanel
        badge="404"
        title={t('notFound.title')}
        text={t('notFound.text')}
        action={
          <Link to={paths.home.href()} className={buttonClass('primary')}>
            {t('common.backHome')}
          </Link>
        }
      />
    </>
  );
}
