import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { TeddyLogo } from './teddy-logo';

type BrandLinkProps = { name: string; badge?: string };

export function BrandLink({ name, badge }: BrandLinkProps) {
  return (
    // Named by what it shows, the shop's name and the area's badge (label in name, WCAG 2.5.3); on the narrowest
    // screens the name is read but not drawn.
    <Link to={paths.home.href()} className="group flex shrink-0 items-center gap-2">
      <span className="grid size-9 place-items-center rounded-full bg-rose-100 transition-transform group-hover:rotate-[-8deg] sm:size-10">
        <TeddyLogo className="size-7 sm:size-8" />
      </span>
      <span className="sr-only text-base leading-none font-extrabold tracking-tight whitespace-nowrap text-cocoa-900 min-[360px]:not-sr-only min-[360px]:block sm:text-lg">
        {name}
      </span>
      {badge ? (
        <span className="hidden rounded-full bg-cocoa-900 px-2 py-0.5 text-[10px] sm:inline-block font-bold tracking-wider text-white uppercase">
          {badge}
        </span>
      ) : null}
    </Link>
  );
}
