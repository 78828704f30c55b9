import { useRef, useState } from 'react';
import { CloseIcon, SearchIcon } from '@/components/ui/icons';
import { cn } from '@/components/ui/cn';

type SearchBoxProps = {
  initialValue?: string;
  placeholder: string;
  label: string;
  clearLabel: string;
  /** Called with the trimmed text on Enter; blank text is ignored. */
  onSearch: (text: string) => void;
  className?: string;
};

export function SearchBox({ initialValue = '', placeholder, label, clearLabel, onSearch, className }: SearchBoxProps) {
  const [value, setValue] = useState(initialValue);
  const inputRef = useRef<HTMLInputElement>(null);
  return (
    <form
      role="search"
      className={cn('relative', className)}
      onSubmit={(event) => {
        event.preventDefault();
        const text = value.trim();
        if (text) onSearch(text);
      }}
    >
      <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-4.5 -translate-y-1/2 text-stone-500" />
      <input
        ref={inputRef}
        type="text"
        inputMode="search"
        enterKeyHint="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="h-11 w-full rounded-full border border-cream-300 bg-cream-50 pr-10 pl-10 text-sm text-cocoa-900 placeholder:text-stone-400 transition focus:border-rose-300 focus:bg-white focus:ring-4 focus:ring-rose-100 focus:outline-none"
      />
      {value ? (
        <button
          type="button"
          aria-label={clearLabel}
          onClick={() => {
            setValue('');
            inputRef.current?.focus();
          }}
          className="absolute top-1/2 right-2 grid size-7 -translate-y-1/2 cursor-pointer place-items-center rounded-full text-stone-500 hover:bg-rose-100 hover:text-rose-600"
        >
          <CloseIcon className="size-4" />
        </button>
      ) : null}
    </form>
  );
}
