import { useT, type MessageKey } from '@/lib/i18n/i18n';

const milestones: Array<{ year: string; title: MessageKey; text: MessageKey }> = [
  { year: '2020', title: 'home.timeline2020Title', text: 'home.timeline2020Text' },
  { year: '2022', title: 'home.timeline2022Title', text: 'home.timeline2022Text' },
  { year: '2025', title: 'home.timeline2025Title', text: 'home.timeline2025Text' },
];

/** The shop's story in three years. */
export function ShopTimeline() {
  const t = useT();
  return (
    <section aria-labelledby="timeline-title" className="space-y-8">
      <div className="text-center">
        <p className="text-xs font-bold tracking-[0.2em] text-rose-700 uppercase">{t('home.timelineKicker')}</p>
        <h2 id="timeline-title" className="mt-1 text-2xl font-extrabold sm:text-3xl">
          {t('home.timelineTitle')}
        </h2>
      </div>
      <ol className="relative grid gap-6 md:grid-cols-3 md:gap-8">
        <span
          aria-hidden="true"
          className="absolute top-7 right-[16%] left-[16%] hidden h-0.5 gradient-rose-line md:block"
        />
        {milestones.map((milestone) => (
          <li key={milestone.year} className="relative flex gap-4 md:flex-col md:items-center md:text-center">
            <span className="relative z-10 grid size-14 shrink-0 place-items-center rounded-full bg-rose-600 text-sm font-extrabold text-white shadow-md ring-4 shadow-rose-300/60 ring-cream-50">
              {milestone.year}
            </span>
            <div>
              <h3 className="font-extrabold">{t(milestone.title)}</h3>
              <p className="mt-1 text-sm leading-relaxed text-stone-500">{t(milestone.text)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
