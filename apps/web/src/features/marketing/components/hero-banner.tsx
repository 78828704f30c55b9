import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { BunnyGardenArt, GiftBoxArt, TeddyHugArt } from './banner-art';

/** The banner moves on every 6 seconds, as in the earlier shop. */
const SLIDE_INTERVAL_MS = 6000;

type Slide = {
  kicker: MessageKey;
  title: MessageKey;
  text: MessageKey;
  Art: typeof TeddyHugArt;
  background: string;
};

const slides: Slide[] = [
  {
    kicker: 'home.slide1Kicker',
    title: 'home.slide1Title',
    text: 'home.slide1Text',
    Art: TeddyHugArt,
    background: 'gradient-blush',
  },
  {
    kicker: 'home.slide2Kicker',
    title: 'home.slide2Title',
    text: 'home.slide2Text',
    Art: BunnyGardenArt,
    background: 'gradient-meadow',
  },
  {
    kicker: 'home.slide3Kicker',
    title: 'home.slide3Title',
    text: 'home.slide3Text',
    Art: GiftBoxArt,
    background: 'gradient-lilac',
  },
];

/** Three slides that move on by themselves (paused while pointed at or focused), with dots to choose one. */
export function HeroBanner() {
  const t = useT();
  const [active, setActive] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    // Choosing a slide by hand restarts the count.
    const timer = window.setTimeout(() => setActive((active + 1) % slides.length), SLIDE_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [active, paused]);

  return (
    <section
      aria-roledescription={t('home.carousel')}
      aria-label={t('home.bannerLabel')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      className="relative overflow-hidden rounded-[2rem] shadow-soft"
    >
      <div className="grid">
        {slides.map((slide, index) => {
          const current = index === active;
          return (
            <div
              key={slide.title}
              role="group"
              aria-roledescription={t('home.slide')}
              aria-label={t('home.slideOf', { index: index + 1, count: slides.length })}
              aria-hidden={!current}
              inert={!current}
              className={cn(
                'grid items-center gap-4 px-6 pt-8 pb-16 transition-opacity duration-700 [grid-area:1/1] motion-reduce:transition-none sm:px-12 md:grid-cols-[1.15fr_1fr] md:py-12 md:pb-14',
                slide.background,
                current ? 'opacity-100' : 'pointer-events-none opacity-0',
              )}
            >
              <div className="order-2 text-center md:order-1 md:text-left">
                <p className="text-xs font-extrabold tracking-[0.2em] text-rose-700 uppercase">{t(slide.kicker)}</p>
                <h2 className="mt-3 text-3xl leading-tight font-extrabold text-balance sm:text-4xl lg:text-5xl">
                  {t(slide.title)}
                </h2>
                <p className="mx-auto mt-3 max-w-md text-sm leading-relaxed text-cocoa-700 sm:text-base md:mx-0">
                  {t(slide.text)}
                </p>
                <Link to={paths.products.href()} className={buttonClass('primary', 'lg', 'mt-6')}>
                  {t('home.shopNow')}
                </Link>
              </div>
              <slide.Art className="order-1 mx-auto h-44 w-auto sm:h-56 md:order-2 md:h-72" />
            </div>
          );
        })}
      </div>
      <div className="absolute inset-x-0 bottom-3 flex justify-center gap-1">
        {slides.map((slide, index) => (
          <button
            key={slide.title}
            type="button"
            onClick={() => setActive(index)}
            aria-label={t('home.showSlide', { index: index + 1 })}
            aria-current={index === active ? 'true' : undefined}
            className="grid h-8 min-w-8 cursor-pointer place-items-center px-1"
          >
            <span
              className={cn(
                'block h-2.5 rounded-full transition-all duration-300',
                index === active ? 'w-8 bg-rose-600' : 'w-2.5 bg-white shadow-sm hover:bg-rose-200',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
