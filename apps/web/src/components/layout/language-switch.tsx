import { cn } from '@/components/ui/cn';
import { LANGUAGES, useLanguage, useT, type Language } from '@/lib/i18n/i18n';

/** Each language is named in itself, whatever the current language. */
const LANGUAGE_NAMES: Record<Language, string> = { id: 'Bahasa Indonesia', en: 'English' };

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
          aria-label={LANGUAGE_NAMES[option]}
          title={LANGUAGE_NAMES[option]}
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
          className={cn(
            'h-7 min-w-7 cursor-pointer rounded-full px-1.5 uppercase transition-colors sm:min-w-8 sm:px-2',
            language === option ? 'bg-white text-rose-700 shadow-sm' : 'text-cocoa-500 hover:text-rose-600',
          )}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
