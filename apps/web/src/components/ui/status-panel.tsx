import type { ReactNode } from 'react';
import { TeddyLogo } from '@/components/brand/teddy-logo';

type StatusPanelProps = {
  title: string;
  text?: string;
  badge?: string;
  action?: ReactNode;
  /** The heading level: a page's main heading or a section's. */
  headingLevel?: 1 | 2;
};

/** A friendly full-width card for guards, empty pages and "coming soon". */
export function StatusPanel({ title, text, badge, action, headingLevel = 1 }: StatusPanelProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className="mx-auto my-10 max-w-xl rounded-[2rem] border border-rose-100 bg-white px-6 py-12 text-center shadow-soft sm:px-12">
      <div className="mx-auto mb-5 grid size-24 place-items-center rounded-full gradient-cream-plain">
        <TeddyLogo className="size-16" />
      </div>
      {badge ? (
        <p className="mb-3 inline-block rounded-full bg-rose-100 px-3 py-1 text-xs font-bold tracking-wide text-rose-700 uppercase">
          {badge}
        </p>
      ) : null}
      <Heading className="text-2xl font-extrabold sm:text-3xl">{title}</Heading>
      {text ? (
        <p className="mx-auto mt-3 max-w-md text-sm leading-relaxed text-stone-500 sm:text-base">{text}</p>
      ) : null}
      {action ? <div className="mt-7 flex flex-wrap justify-center gap-3">{action}</div> : null}
    </section>
  );
}
