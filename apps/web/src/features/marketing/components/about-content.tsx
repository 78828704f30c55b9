import { Link } from 'react-router';
import { TeddyLogo } from '@/components/brand/teddy-logo';
import { buttonClass } from '@/components/ui/button';
import { ClockIcon, HeartIcon, MailIcon, MapPinIcon, PhoneIcon, ShieldIcon, SparkleIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useT, type MessageKey } from '@/lib/i18n/i18n';

const values: Array<{ icon: typeof HeartIcon; title: MessageKey; text: MessageKey }> = [
  { icon: HeartIcon, title: 'about.value1Title', text: 'about.value1Text' },
  { icon: ShieldIcon, title: 'about.value2Title', text: 'about.value2Text' },
  { icon: SparkleIcon, title: 'about.value3Title', text: 'about.value3Text' },
];

const workshopFacts: MessageKey[] = ['about.workshopFact1', 'about.workshopFact2', 'about.workshopFact3'];

/** /about: the shop's story, the Bandung workshop, what we stand for and how to reach us. */
export function AboutContent() {
  const t = useT();
  const card = 'rounded-[2rem] border border-rose-100 bg-white p-6 shadow-soft sm:p-10';
  return (
    <div className="space-y-8 sm:space-y-10">
      <header className="grid items-center gap-6 rounded-[2rem] gradient-blush p-6 sm:p-10 md:grid-cols-[1fr_auto]">
        <div>
          <p className="text-xs font-bold tracking-[0.2em] text-rose-700 uppercase">{t('brand.name')}</p>
          <h1 className="mt-2 text-3xl font-extrabold sm:text-4xl">{t('page.about')}</h1>
          <p className="mt-3 max-w-2xl leading-relaxed text-cocoa-700">{t('about.lead')}</p>
        </div>
        <div className="mx-auto grid size-36 place-items-center rounded-full bg-white/70 shadow-inner sm:size-44">
          <TeddyLogo className="size-24 sm:size-28" />
        </div>
      </header>

      <section aria-labelledby="story-title" className={card}>
        <h2 id="story-title" className="text-2xl font-extrabold">
          {t('about.storyTitle')}
        </h2>
        <div className="mt-4 space-y-3 leading-relaxed text-stone-600">
          <p>{t('about.story1')}</p>
          <p>{t('about.story2')}</p>
        </div>
      </section>

      <section aria-labelledby="workshop-title" className={`${card} grid gap-6 md:grid-cols-[1.3fr_1fr]`}>
        <div>
          <h2 id="workshop-title" className="text-2xl font-extrabold">
            {t('about.workshopTitle')}
          </h2>
          <p className="mt-4 leading-relaxed text-stone-600">{t('about.workshopText')}</p>
        </div>
        <ul className="space-y-3 self-center">
          {workshopFacts.map((fact) => (
            <li key={fact} className="rounded-2xl bg-cream-100 px-4 py-3 text-sm font-semibold text-cocoa-700">
              {t(fact)}
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="values-title" className="space-y-5">
        <h2 id="values-title" className="text-2xl font-extrabold">
          {t('about.valuesTitle')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {values.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-3xl border border-rose-100 bg-white p-6 shadow-soft">
              <span className="grid size-11 place-items-center rounded-2xl bg-rose-100 text-rose-700">
                <Icon className="size-6" />
              </span>
              <h3 className="mt-4 font-extrabold">{t(title)}</h3>
              <p className="mt-1.5 text-sm leading-relaxed text-stone-600">{t(text)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="contact-title" className={`${card} grid gap-6 md:grid-cols-2`}>
        <div>
          <h2 id="contact-title" className="text-2xl font-extrabold">
            {t('about.contactTitle')}
          </h2>
          <p className="mt-3 leading-relaxed text-stone-600">{t('about.contactText')}</p>
          <Link to={paths.products.href()} className={buttonClass('primary', 'md', 'mt-6')}>
            {t('about.cta')}
          </Link>
        </div>
        <ul className="space-y-4 text-sm text-cocoa-700">
          <li className="flex gap-3">
            <MapPinIcon className="mt-0.5 size-5 shrink-0 text-rose-700" />
            <span>{t('footer.address')}</span>
          </li>
          <li className="flex gap-3">
            <PhoneIcon className="mt-0.5 size-5 shrink-0 text-rose-700" />
            <a href={`tel:${t('footer.phone').replace(/[^+\d]/g, '')}`} className="hover:text-rose-600">
              {t('footer.phone')}
            </a>
          </li>
          <li className="flex gap-3">
            <MailIcon className="mt-0.5 size-5 shrink-0 text-rose-700" />
            <a href={`mailto:${t('footer.email')}`} className="hover:text-rose-600">
              {t('footer.email')}
            </a>
          </li>
          <li className="flex gap-3">
            <ClockIcon className="mt-0.5 size-5 shrink-0 text-rose-700" />
            <span>{t('about.hours')}</span>
          </li>
        </ul>
      </section>
    </div>
  );
}
