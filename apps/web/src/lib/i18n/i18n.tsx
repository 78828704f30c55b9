import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { storage } from '../storage';
import type * as account from './messages/account';
import type * as accountRights from './messages/account-rights';
import type * as adminAudit from './messages/admin-audit';
import type * as adminReplies from './messages/admin-replies';
import type * as adminDashboard from './messages/admin-dashboard';
import type * as adminNotifications from './messages/admin-notifications';
import type * as adminOrders from './messages/admin-orders';
import type * as adminProducts from './messages/admin-products';
import type * as adminCategories from './messages/admin-categories';
import type * as adminStocktake from './messages/admin-stocktake';
import type * as adminProductSheet from './messages/admin-product-sheet';
import type * as adminVouchers from './messages/admin-vouchers';
import type * as adminFlashSales from './messages/admin-flash-sales';
import type * as auth from './messages/auth';
import type * as cart from './messages/cart';
import type * as catalog from './messages/catalog';
import type * as categories from './messages/categories';
import type * as checkout from './messages/checkout';
import type * as debug from './messages/debug';
import type * as discussions from './messages/discussions';
import type * as forms from './messages/forms';
import type * as home from './messages/home';
import type * as orders from './messages/orders';
import type * as productPage from './messages/product-page';
import type * as promotions from './messages/promotions';
import type * as reviewForms from './messages/review-forms';
import type * as reviews from './messages/reviews';
import type * as returns from './messages/returns';
import * as shell from './messages/shell';
import { lookup, registerMessages, type Language } from './registry';

/**
 * Two catalogues, `id` (the default, every message in Indonesian: the shopper is “kamu”, one word for one thing;
 * catalogues.test.ts holds them to it) and `en`, split by area under messages/. The shell's strings (navigation,
 * footer, guards, common words) load with the first page; each lazy page imports the areas it shows, so their
 * strings arrive with its code.
 */
registerMessages(shell);

type KeysOf<Area extends { id: object }> = keyof Area['id'];
export type MessageKey =
  | KeysOf<typeof shell>
  | KeysOf<typeof forms>
  | KeysOf<typeof auth>
  | KeysOf<typeof account>
  | KeysOf<typeof accountRights>
  | KeysOf<typeof home>
  | KeysOf<typeof debug>
  | KeysOf<typeof catalog>
  | KeysOf<typeof categories>
  | KeysOf<typeof reviews>
  | KeysOf<typeof cart>
  | KeysOf<typeof checkout>
  | KeysOf<typeof orders>
  | KeysOf<typeof productPage>
  | KeysOf<typeof promotions>
  | KeysOf<typeof reviewForms>
  | KeysOf<typeof adminOrders>
  | KeysOf<typeof adminDashboard>
  | KeysOf<typeof adminProducts>
  | KeysOf<typeof adminCategories>
  | KeysOf<typeof adminVouchers>
  | KeysOf<typeof adminFlashSales>
  | KeysOf<typeof adminAudit>
  | KeysOf<typeof adminReplies>
  | KeysOf<typeof discussions>
  | KeysOf<typeof adminNotifications>
  | KeysOf<typeof adminStocktake>
  | KeysOf<typeof adminProductSheet>
  | KeysOf<typeof returns>;
export type { Language };
export type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

export const LANGUAGES: readonly Language[] = ['id', 'en'];
const LANGUAGE_KEY = 'language';
/** The language as a cookie too: the server renders the shop pages in it (app/ssr). */
export const LANGUAGE_COOKIE = 'lang';
const ONE_YEAR_S = 365 * 24 * 3600;

function storedLanguage(): Language | null {
  const stored = storage.get(LANGUAGE_KEY);
  return stored === 'en' || stored === 'id' ? stored : null;
}

function rememberLanguage(language: Language): void {
  storage.set(LANGUAGE_KEY, language);
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

const pluralRules = new Map<Language, Intl.PluralRules>();
const pluralRulesOf = (language: Language) => {
  let rules = pluralRules.get(language);
  if (!rules) pluralRules.set(language, (rules = new Intl.PluralRules(language)));
  return rules;
};

/** `{count, plural, one {# product} other {# products}}`, a subset of ICU MessageFormat: `#` is the number. */
const PLURAL = /\{(\w+), plural,((?:\s*(?:zero|one|two|few|many|other)\s*\{[^{}]*\})+)\s*\}/g;
const PLURAL_FORM = /(zero|one|two|few|many|other)\s*\{([^{}]*)\}/g;

function interpolate(language: Language, text: string, params?: Record<string, string | number>): string {
  if (!params) return text;
  const withPlurals = text.replace(PLURAL, (whole, name: string, forms: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    const byCategory = new Map(Array.from(forms.matchAll(PLURAL_FORM), ([, category, form]) => [category, form]));
    const form = byCategory.get(pluralRulesOf(language).select(Number(value))) ?? byCategory.get('other') ?? whole;
    return form.replaceAll('#', String(value));
  });
  return withPlurals.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

type I18nContextValue = { language: Language; setLanguage: (language: Language) => void; t: Translate };

const I18nContext = createContext<I18nContextValue | null>(null);

type I18nProviderProps = {
  children: ReactNode;
  /**
   * The language the server rendered the page in (hydration must start from it); the stored choice follows right
   * after when they differ. Without it, the stored choice.
   */
  renderedIn?: Language;
};

export function I18nProvider({ children, renderedIn }: I18nProviderProps) {
  const [language, setLanguageState] = useState<Language>(() => renderedIn ?? storedLanguage() ?? 'id');

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  const setLanguage = useCallback((next: Language) => {
    rememberLanguage(next);
    setLanguageState(next);
  }, []);

  useEffect(() => {
    // Chosen before the cookie existed, or the cookie was lost: the stored choice wins and is told to the server.
    const stored = storedLanguage();
    if (renderedIn !== undefined && stored !== null && stored !== renderedIn) setLanguage(stored);
  }, [renderedIn, setLanguage]);

  const t = useCallback<Translate>((key, params) => interpolate(language, lookup(language, key), params), [language]);

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
