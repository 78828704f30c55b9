import { useT, type MessageKey } from '@/lib/i18n/i18n';

type PageTitleProps = { titleKey: MessageKey; title?: never } | { title: string | undefined; titleKey?: never };

/** The document's title in the current language, "Page · Boneka Shop"; React puts the <title> in <head>. */
export function PageTitle({ titleKey, title }: PageTitleProps) {
  const t = useT();
  const page = titleKey ? t(titleKey) : title;
  const brand = t('brand.name');
  return <title>{page ? `${page} · ${brand}` : brand}</title>;
}
