import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { buttonClass } from './button';
import { StatusPanel } from './status-panel';

/** The placeholder of a page that a later issue builds. */
export function ComingSoon({ titleKey, homeLink = true }: { titleKey: MessageKey; homeLink?: boolean }) {
  const t = useT();
  return (
    <StatusPanel
      title={t(titleKey)}
      badge={t('soon.badge')}
      text={t('soon.text')}
      action={
        homeLink ? (
          <Link to={paths.home.href()} className={buttonClass('secondary')}>
            {t('common.backHome')}
          </Link>
        ) : undefined
      }
    />
  );
}
