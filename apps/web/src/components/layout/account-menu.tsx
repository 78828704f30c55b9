import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Avatar } from '@/components/ui/avatar';
import { cn } from '@/components/ui/cn';
import { ChevronDownIcon } from '@/components/ui/icons';

export type AccountMenuItem =
  | { kind: 'link'; label: string; to: string; icon?: React.ReactNode }
  | { kind: 'action'; label: string; onSelect: () => void; icon?: React.ReactNode; tone?: 'danger' };

type AccountMenuProps = {
  firstName: string;
  email: string;
  imageUrl: string | null;
  buttonLabel: string;
  avatarAlt: string;
  items: AccountMenuItem[];
};

/** The avatar button and its drop-down: name and e-mail on top, then the entries. */
export function AccountMenu({ firstName, email, imageUrl, buttonLabel, avatarAlt, items }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const first = menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]');
    first?.focus();
    const onPointer = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onMenuKey = (event: React.KeyboardEvent) => {
    const entries = Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
    const index = entries.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      entries[(index + step + entries.length) % entries.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  const itemClass = (tone?: 'danger') =>
    cn(
      'flex min-h-11 w-full cursor-pointer items-center gap-3 rounded-xl px-3 py-2.5 text-left text-sm font-semibold transition-colors focus:outline-none',
      tone === 'danger'
        ? 'text-red-600 hover:bg-red-50 focus:bg-red-50'
        : 'text-cocoa-700 hover:bg-rose-50 hover:text-rose-700 focus:bg-rose-50 focus:text-rose-700',
    );

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        // Wide screens show the first name on the button: its name starts with it (label in name, WCAG 2.5.3).
        aria-label={firstName ? `${firstName} · ${buttonLabel}` : buttonLabel}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        className="flex cursor-pointer items-center gap-2 rounded-full p-0.5 transition-colors hover:bg-rose-50 sm:p-1 sm:pr-2.5"
      >
        <Avatar src={imageUrl} alt={avatarAlt} className="size-9 ring-2 ring-rose-200" />
        <span className="hidden max-w-28 truncate text-sm font-semibold text-cocoa-700 lg:block">{firstName}</span>
        <ChevronDownIcon
          className={cn('hidden size-4 text-cocoa-500 transition-transform sm:block', open && 'rotate-180')}
        />
      </button>
      {open ? (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={buttonLabel}
          onKeyDown={onMenuKey}
          className="absolute right-0 z-50 mt-2 w-72 max-w-[calc(100vw-1.5rem)] origin-top-right rounded-2xl border border-rose-100 bg-white p-2 shadow-xl shadow-rose-200/50"
        >
          <div className="mb-1 flex items-center gap-3 border-b border-cream-200 px-3 pt-2 pb-3">
            <Avatar src={imageUrl} alt="" className="size-10" />
            <div className="min-w-0">
              <p className="truncate text-sm font-bold text-cocoa-900">{firstName}</p>
              <p className="truncate text-xs text-stone-500">{email}</p>
            </div>
          </div>
          {items.map((item) =>
            item.kind === 'link' ? (
              <Link
                key={item.label}
                to={item.to}
                role="menuitem"
                tabIndex={-1}
                onClick={() => close(false)}
                className={itemClass()}
              >
                {item.icon}
                {item.label}
              </Link>
            ) : (
              <button
                key={item.label}
                type="button"
                role="menuitem"
                tabIndex={-1}
                onClick={() => {
                  close(false);
                  item.onSelect();
                }}
                className={itemClass(item.tone)}
              >
                {item.icon}
                {item.label}
              </button>
            ),
          )}
        </div>
      ) : null}
    </div>
  );
}
