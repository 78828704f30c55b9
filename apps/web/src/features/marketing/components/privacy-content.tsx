import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT, type MessageKey } from '@/lib/i18n/i18n';

/** The policy's parts, in the order a shopper asks: what, why, how to take it, how to erase it, what stays. */
const sections: Array<{ id: string; title: MessageKey; text: MessageKey }> = [
  { id: 'collect', title: 'privacy.collectTitle', text: 'privacy.collect' },
  { id: 'use', title: 'privacy.useTitle', text: 'privacy.use' },
  { id: 'download', title: 'privacy.downloadTitle', text: 'privacy.download' },
  { id: 'delete', title: 'privacy.deleteTitle', text: 'privacy.delete' },
  { id: 'erased', title: 'privacy.erasedTitle', text: 'privacy.erased' },
  { id: 'kept', title: 'privacy.keptTitle', text: 'privacy.kept' },
  { id: 'again', title: 'privacy.againTitle', text: 'privacy.again' },
  { id: 'contact', title: 'privacy.contactTitle', text: 'privacy.contact' },
];

/** /privacy, "Kebijakan Privasi" (UU PDP, decision 063): what the shop keeps and why, and the shopper's rights. */
export function PrivacyContent() {
  const t = useT();
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <header className="rounded-[2rem] gradient-blush p-6 sm:p-10">
        <p className="text-xs font-bold tracking-[0.2em] text-rose-700 uppercase">{t('brand.name')}</p>
        <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">{t('privacy.title')}</h1>
        <p className="mt-3 leading-relaxed text-cocoa-700">{t('privacy.intro')}</p>
      </header>
      {sections.map((section) => (
        <section
          key={section.id}
          aria-labelledby={`privacy-${section.id}`}
          className="rounded-3xl border border-rose-100 bg-white p-6 shadow-soft sm:p-8"
        >
          <h2 id={`privacy-${section.id}`} className="text-xl font-extrabold">
            {t(section.title)}
          </h2>
          <p className="mt-3 leading-relaxed text-stone-600">{t(section.text)}</p>
        </section>
      ))}
      <p className="text-center">
        <Link to={paths.profile.href()} className={buttonClass('primary', 'md')}>
          {t('privacy.toProfile')}
        </Link>
      </p>
    </article>
  );
}
