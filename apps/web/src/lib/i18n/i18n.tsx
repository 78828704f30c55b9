import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { storage } from '../storage';
import { en } from './en';
import { id, type MessageKey } from './id';

export type Language = 'id' | 'en';
export type { MessageKey };
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export const LANGUAGES: readonly Language[] = ['id', 'en'];
const LANGUAGE_KEY = 'language';
const catalogues: Record<Language, Record<MessageKey, string>> = { id, en };

function storedLanguage(): Language {
  return storage.get(LANGUAGE_KEY) === 'en' ? 'en' : 'id';
}

function interpolate(text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

type I18nContextValue = { language: Language; setLanguage: (language: Language) => void; t: Translate };

const I18nContext = createContext<I18nContextValue | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(storedLanguage);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    storage.set(LANGUAGE_KEY, next);
    setLanguageState(next);
  }, []);

  const t = useCallback<Translate>((key, params) => interpolate(catalogues[language][key], params), [language]);

  const value = useMemo(() => ({ language, setLanguage, t }), [language, setLanguage, t]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

function useI18n(): I18nContextValue {
  const context = useContext(I18nContext);
  if (!context) throw new Error('useT must be used inside <I18nProvider>');
  return context;
}

export function useT(): Translate {
  return useI18n().t;
}

export function useLanguage(): { language: Language; setLanguage: (language: Language) => void } {
  const { language, setLanguage } = useI18n();
  return { language, setLanguage };
}
