import { cn } from '@/components/ui/cn';
import { LANGUAGES, useLanguage, useT, type Language } from '@/lib/i18n/i18n';

/** Each language is named in itself, whatever the current language. */
const LANGUAGE_NAMES: Record<Language, string> = { id: 'Bahasa Indonesia', en: 'English' };

/**
 * The two languages, each a 44 × 44 px target (WCAG 2.5.5) whose name starts with what it shows, "ID" or "EN"
 * (label in name, WCAG 2.5.3), followed by the language's own name for a screen reader.
 */
export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  return (
    <div
      role="group"
      aria-label={t('nav.language')}
      className={cn('flex rounded-full bg-cream-100 p-0.5 text-xs font-bold', className)}
    >
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          title={LANGUAGE_NAMES[option]}
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
          className={cn(
            'size-11 cursor-pointer rounded-full transition-colors',
            language === option ? 'bg-white text-rose-700 shadow-sm' : 'text-cocoa-500 hover:text-rose-600',
          )}
        >
          {option.toUpperCase()}
          <span className="sr-only"> {LANGUAGE_NAMES[option]}</span>
        </button>
      ))}
    </div>
  );
}
