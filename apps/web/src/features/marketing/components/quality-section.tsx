import { ShieldIcon, SparkleIcon, TruckIcon, HeartIcon } from '@/components/ui/icons';
import { useT, type MessageKey } from '@/lib/i18n/i18n';

const points: Array<{ icon: typeof ShieldIcon; title: MessageKey; text: MessageKey }> = [
  { icon: SparkleIcon, title: 'home.quality1Title', text: 'home.quality1Text' },
  { icon: HeartIcon, title: 'home.quality2Title', text: 'home.quality2Text' },
  { icon: ShieldIcon, title: 'home.quality3Title', text: 'home.quality3Text' },
  { icon: TruckIcon, title: 'home.quality4Title', text: 'home.quality4Text' },
];

/** Why our dolls: materials, stitching, guarantee, delivery. */
export function QualitySection() {
  const t = useT();
  return (
    <section
      aria-labelledby="quality-title"
      className="rounded-[2rem] bg-cocoa-900 px-6 py-10 text-rose-100/90 sm:px-10 sm:py-12"
    >
      <div className="max-w-2xl">
        <p className="text-xs font-bold tracking-[0.2em] text-rose-300 uppercase">{t('home.qualityKicker')}</p>
        <h2 id="quality-title" className="mt-1 text-2xl font-extrabold text-white sm:text-3xl">
          {t('home.qualityTitle')}
        </h2>
        <p className="mt-3 text-sm leading-relaxed sm:text-base">{t('home.qualityText')}</p>
      </div>
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {points.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-3xl bg-white/5 p-5 ring-1 ring-white/10">
            <span className="grid size-11 place-items-center rounded-2xl bg-rose-500/20 text-rose-300">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-4 font-extrabold text-white">{t(title)}</h3>
            <p className="mt-1.5 text-sm leading-relaxed">{t(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
