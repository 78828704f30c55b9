import { Link } from 'react-router';
import { TeddyLogo } from '@/components/brand/teddy-logo';
import { InstagramIcon, MailIcon, MapPinIcon, PhoneIcon, TiktokIcon, WhatsappIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { wibYear } from '@/lib/format';
import { useT } from '@/lib/i18n/i18n';

const socials = [
  { name: 'Instagram', href: 'https://www.instagram.com/bonekashop.id', icon: InstagramIcon },
  { name: 'TikTok', href: 'https://www.tiktok.com/@bonekashop.id', icon: TiktokIcon },
  { name: 'WhatsApp', href: 'https://wa.me/6281234567890', icon: WhatsappIcon },
];

export function Footer() {
  const t = useT();
  const heading = 'mb-4 text-sm font-extrabold tracking-wide text-white uppercase';
  // At least 24 × 24 px to tap (WCAG 2.2 target size): a line of small text alone is only 20 px high.
  const link = 'inline-flex min-h-6 min-w-6 items-center text-sm text-rose-100/90 transition-colors hover:text-white';
  return (
    <footer className="mt-16 bg-cocoa-900 text-rose-100/90">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Link to={paths.home.href()} className="inline-flex items-center gap-2.5">
            <span className="grid size-11 place-items-center rounded-full bg-cream-50">
              <TeddyLogo className="size-8" />
            </span>
            <span className="text-xl font-extrabold text-white">{t('brand.name')}</span>
          </Link>
          <p className="mt-4 max-w-xs text-sm leading-relaxed">{t('footer.about')}</p>
        </div>

        <div>
          <h2 className={heading}>{t('footer.contact')}</h2>
          <ul className="space-y-3 text-sm">
            <li className="flex gap-2.5">
              <MapPinIcon className="mt-0.5 size-4 shrink-0 text-rose-300" />
              <span>{t('footer.address')}</span>
            </li>
            <li className="flex items-center gap-2.5">
              <PhoneIcon className="size-4 shrink-0 text-rose-300" />
              <a href={`tel:${t('footer.phone').replace(/[^+\d]/g, '')}`} className={link}>
                {t('footer.phone')}
              </a>
            </li>
            <li className="flex items-center gap-2.5">
              <MailIcon className="size-4 shrink-0 text-rose-300" />
              <a href={`mailto:${t('footer.email')}`} className={link}>
                {t('footer.email')}
              </a>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={heading}>{t('footer.quickLinks')}</h2>
          <ul className="space-y-2.5">
            <li>
              <Link to={paths.home.href()} className={link}>
                {t('footer.home')}
              </Link>
            </li>
            <li>
              <Link to={paths.products.href()} className={link}>
                {t('footer.catalog')}
              </Link>
            </li>
            <li>
              <Link to={paths.checkout.href()} className={link}>
                {t('footer.orderNow')}
              </Link>
            </li>
            <li>
              <Link to={paths.privacy.href()} className={link}>
                {t('footer.privacy')}
              </Link>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={heading}>{t('footer.follow')}</h2>
          <p className="mb-4 text-sm">{t('footer.followText')}</p>
          <ul className="flex gap-2.5">
            {socials.map(({ name, href, icon: Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={name}
                  title={name}
                  className="grid size-10 place-items-center rounded-full bg-white/10 text-white transition-colors hover:bg-rose-500"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-6xl px-4 py-5 text-center text-xs text-rose-100/70 sm:px-6">
          {t('footer.copyright', { year: wibYear() })}
        </p>
      </div>
    </footer>
  );
}
