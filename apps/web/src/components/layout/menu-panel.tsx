import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '@/components/ui/cn';

export type MenuTile = { label: string; to: string; icon: ReactNode };
export type FeaturedTile = MenuTile & { hint: string };

type MenuPanelProps = {
  id: string;
  label: string;
  tiles: MenuTile[];
  featured?: FeaturedTile;
  onNavigate: () => void;
};

/** The panel of tiles under the menu toggle; the tile of the current path is highlighted. */
export function MenuPanel({ id, label, tiles, featured, onNavigate }: MenuPanelProps) {
  const tileClass = ({ isActive }: { isActive: boolean }) =>
    cn(
      'flex flex-col items-center justify-center gap-2 rounded-2xl border px-3 py-4 text-center text-sm font-bold transition-all',
      isActive
        ? 'border-rose-400 bg-rose-600 text-white shadow-md shadow-rose-300/60'
        : 'border-rose-100 bg-white text-cocoa-700 hover:-translate-y-0.5 hover:border-rose-200 hover:bg-rose-50 hover:text-rose-600',
    );
  return (
    <nav id={id} aria-label={label} className="border-t border-rose-100 bg-cream-50/95 backdrop-blur">
      <div className="mx-auto max-w-6xl px-4 py-4 sm:px-6">
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {tiles.map((tile) => (
            <li key={tile.to}>
              <NavLink to={tile.to} end className={tileClass} onClick={onNavigate}>
                <span className="grid size-10 place-items-center rounded-full bg-current/10">{tile.icon}</span>
                {tile.label}
              </NavLink>
            </li>
          ))}
          {featured ? (
            <li className="col-span-2 sm:col-span-4">
              <NavLink
                to={featured.to}
                end
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-4 rounded-2xl px-5 py-5 text-left transition-all',
                    isActive
                      ? 'bg-rose-600 text-white ring-4 ring-rose-200'
                      : 'bg-gradient-to-r from-rose-500 to-pink-500 text-white shadow-md shadow-rose-300/60 hover:brightness-105',
                  )
                }
              >
                <span className="grid size-12 shrink-0 place-items-center rounded-full bg-white/20">
                  {featured.icon}
                </span>
                <span>
                  <span className="block text-lg font-extrabold">{featured.label}</span>
                  <span className="block text-sm text-rose-50">{featured.hint}</span>
                </span>
              </NavLink>
            </li>
          ) : null}
        </ul>
      </div>
    </nav>
  );
}
