import { useId, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { inputClass } from '@/components/ui/form-field';
import { MailIcon } from '@/components/ui/icons';
import { useT } from '@/lib/i18n/i18n';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The newsletter box. There is no newsletter service yet: the address is checked, thanked for, and not kept. */
export function NewsletterForm() {
  const t = useT();
  const inputId = useId();
  const errorId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState<string | null>(null);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!EMAIL.test(value)) {
      setError(t('home.newsletterInvalid'));
      return;
    }
    setError(null);
    setEmail('');
    setThanked(value);
  };

  return (
    <section
      aria-labelledby="newsletter-title"
      className="overflow-hidden rounded-[2rem] bg-gradient-to-br from-rose-500 to-rose-400 px-6 py-10 text-white shadow-soft sm:px-12"
    >
      <div className="grid items-center gap-8 md:grid-cols-2">
        <div>
          <span className="grid size-12 place-items-center rounded-2xl bg-white/20">
            <MailIcon className="size-6" />
          </span>
          <h2 id="newsletter-title" className="mt-4 text-2xl font-extrabold text-white sm:text-3xl">
            {t('home.newsletterTitle')}
          </h2>
          <p className="mt-2 text-sm leading-relaxed text-rose-50 sm:text-base">{t('home.newsletterText')}</p>
        </div>
        <div className="space-y-3">
          <form onSubmit={submit} noValidate className="space-y-2">
            <label htmlFor={inputId} className="block text-sm font-bold">
              {t('home.newsletterLabel')}
            </label>
            <div className="flex flex-col gap-2 sm:flex-row">
              <input
                id={inputId}
                type="email"
                autoComplete="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                placeholder={t('home.newsletterPlaceholder')}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                className={cn(inputClass, 'h-12 border-transparent')}
              />
              <Button type="submit" variant="outline" size="lg" className="shrink-0">
                {t('home.newsletterSubmit')}
              </Button>
            </div>
            {error ? (
              <p id={errorId} role="alert" className="text-sm font-semibold text-white">
                {error}
              </p>
            ) : null}
          </form>
          {thanked ? <Alert tone="success">{t('home.newsletterThanks', { email: thanked })}</Alert> : null}
          <p className="text-xs text-rose-50/90">{t('home.newsletterPrivacy')}</p>
        </div>
      </div>
    </section>
  );
}
