import { useEffect, useId, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { REDIRECT_AFTER_LOGIN_MS, type AuthTokensResponse } from '@boneka/shared';
import { Alert, type Flash } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/i18n';
import { saveSession } from '@/lib/session';
import { CreateAccountForm } from './create-account-form';
import { LoginForm } from './login-form';
import { VerifyEmailForm } from './verify-email-form';

export type AuthMode = 'login' | 'register' | 'verify';

type AuthPanelProps = {
  /** Opens the verification step for this e-mail (after the /register page). */
  initialVerifyEmail?: string;
  initialMessage?: Flash;
  /** The page the shopper came from (already checked: lib/return-path.ts), gone back to after signing in. */
  returnTo?: string | null;
};

export function AuthPanel({ initialVerifyEmail, initialMessage = null, returnTo = null }: AuthPanelProps) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<AuthMode>(initialVerifyEmail ? 'verify' : 'login');
  const [email, setEmail] = useState(initialVerifyEmail ?? '');
  const [message, setMessage] = useState<Flash>(initialMessage);
  /** Where the signed-in user goes next: the owner to the dashboard, a shopper to the shop. */
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const tabsId = useId();
  const tabRefs = useRef<Record<'login' | 'register', HTMLButtonElement | null>>({ login: null, register: null });

  useEffect(() => {
    if (!redirectTo) return;
    const timer = window.setTimeout(() => void navigate(redirectTo), REDIRECT_AFTER_LOGIN_MS);
    return () => window.clearTimeout(timer);
  }, [redirectTo, navigate]);

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setMessage(null);
  };

  const signIn = (reply: AuthTokensResponse, text: string) => {
    queryClient.removeQueries();
    saveSession(reply);
    setMessage({ tone: 'success', text });
    setRedirectTo(returnTo ?? (reply.user.type === 'admin' ? paths.admin.dashboard.href() : paths.home.href()));
  };

  const error = (text: string) => setMessage({ tone: 'error', text });

  const heading =
    mode === 'login'
      ? { title: t('auth.loginTitle'), subtitle: t('auth.loginSubtitle') }
      : mode === 'register'
        ? { title: t('auth.registerTitle'), subtitle: t('auth.registerSubtitle') }
        : { title: t('auth.verifyTitle'), subtitle: t('auth.verifySubtitle', { email }) };

  return (
    <div className="w-full">
      {mode !== 'verify' ? (
        <div
          role="tablist"
          aria-label={t('auth.modeSwitch')}
          className="mb-6 grid grid-cols-2 rounded-full bg-cream-100 p-1 text-sm font-semibold"
          onKeyDown={(event) => {
            if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
            const next = mode === 'login' ? 'register' : 'login';
            switchMode(next);
            tabRefs.current[next]?.focus();
          }}
        >
          {(['login', 'register'] as const).map((option) => (
            <button
              key={option}
              ref={(element) => {
                tabRefs.current[option] = element;
              }}
              id={`${tabsId}-${option}`}
              type="button"
              role="tab"
              aria-selected={mode === option}
              aria-controls={`${tabsId}-panel`}
              tabIndex={mode === option ? 0 : -1}
              onClick={() => switchMode(option)}
              className={cn(
                'h-10 cursor-pointer rounded-full transition-colors',
                mode === option ? 'bg-white text-rose-700 shadow-sm' : 'text-cocoa-700 hover:text-rose-600',
              )}
            >
              {option === 'login' ? t('auth.modeLogin') : t('auth.modeRegister')}
            </button>
          ))}
        </div>
      ) : null}

      <div
        id={`${tabsId}-panel`}
        role={mode === 'verify' ? undefined : 'tabpanel'}
        aria-labelledby={mode === 'verify' ? undefined : `${tabsId}-${mode}`}
      >
        <h1 className="text-2xl font-extrabold sm:text-3xl">{heading.title}</h1>
        <p className="mt-1.5 mb-6 text-sm text-stone-500">{heading.subtitle}</p>

        {message ? (
          <Alert tone={message.tone} className="mb-5">
            {message.text}
          </Alert>
        ) : null}

        {mode === 'login' ? (
          <LoginForm
            returnTo={returnTo}
            disabled={redirectTo !== null}
            onSuccess={(reply) => signIn(reply, t('auth.msg.loginSuccess'))}
            onNeedsVerification={(address) => {
              setEmail(address);
              setMode('verify');
              setMessage({ tone: 'error', text: t('auth.msg.needsVerification') });
            }}
            onError={error}
          />
        ) : mode === 'register' ? (
          <CreateAccountForm
            onSuccess={(reply, address) => {
              setEmail(reply.email || address);
              setMode('verify');
              setMessage({ tone: 'success', text: t('auth.msg.registerSuccess') });
            }}
            onError={error}
          />
        ) : (
          <VerifyEmailForm
            email={email}
            disabled={redirectTo !== null}
            onVerified={(reply) => signIn(reply, t('auth.msg.verifySuccess'))}
            onResent={() => setMessage({ tone: 'success', text: t('auth.msg.resendSuccess') })}
            onError={error}
            onBack={() => switchMode('login')}
          />
        )}
      </div>
    </div>
  );
}
