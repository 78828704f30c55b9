import { cn } from '@/components/ui/cn';
import { LANGUAGES, useLanguage, useT } from '@/lib/i18n/i18n';

export function LanguageSwitch({ className }: { className?: string }) {
  const t = useT();
  const { language, setLanguage } = useLanguage();
  return (
    <div role="group" aria-label={t('nav.language')} className={cn('flex rounded-full bg-cream-100 p-0.5 text-xs font-bold', className)}>
      {LANGUAGES.map((option) => (
        <button
          key={option}
          type="button"
          lang={option}
          aria-pressed={language === option}
          onClick={() => setLanguage(option)}
          className={cn(
            'h-7 min-w-8 cursor-pointer rounded-full px-2 uppercase transition-colors',
            language === option ? 'bg-white text-rose-600 shadow-sm' : 'text-cocoa-500 hover:text-rose-600',
          )}
        >
          {option}
        </button>
      ))}
    </div>
  );
}
