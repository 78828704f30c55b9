import { TeddyLogo } from '@/components/brand/teddy-logo';
import { useT } from '@/lib/i18n/i18n';

/** The warm picture side of the sign-in and registration pages. */
export function AuthShowcase() {
  const t = useT();
  const perks = [t('auth.perk1'), t('auth.perk2'), t('auth.perk3')];
  return (
    <div className="relative hidden overflow-hidden rounded-[2rem] bg-gradient-to-br from-rose-400 via-rose-500 to-pink-500 p-10 text-white lg:flex lg:flex-col lg:justify-between">
      <div aria-hidden="true" className="absolute -top-16 -right-16 size-64 rounded-full bg-white/10" />
      <div aria-hidden="true" className="absolute -bottom-20 -left-10 size-72 rounded-full bg-white/10" />
      <div className="relative">
        <p className="text-sm font-semibold tracking-wide text-rose-100 uppercase">{t('brand.name')}</p>
        <p className="mt-3 max-w-xs text-3xl leading-tight font-extrabold">{t('auth.heroTitle')}</p>
      </div>
      <div className="relative mx-auto my-8 grid size-52 place-items-center rounded-full bg-white/95 shadow-2xl shadow-rose-900/30">
        <TeddyLogo className="size-36" />
      </div>
      <ul className="relative space-y-3 text-sm font-medium">
        {perks.map((perk) => (
          <li key={perk} className="flex items-center gap-3">
            <span className="grid size-6 shrink-0 place-items-center rounded-full bg-white/25">
              <svg
                viewBox="0 0 20 20"
                aria-hidden="true"
                className="size-3.5"
                fill="none"
                stroke="currentColor"
                strokeWidth="3"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d="M4.5 10.5l3.5 3.5 7.5-8" />
              </svg>
            </span>
            {perk}
          </li>
        ))}
      </ul>
    </div>
  );
}
