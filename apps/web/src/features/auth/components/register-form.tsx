import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { REDIRECT_AFTER_LOGIN_MS, RegisterBody } from '@boneka/shared';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/i18n';
import { useRegister } from '../api/register';

type RegisterValues = { firstName: string; lastName: string; email: string; password: string; phoneNumber: string };
const FIELDS = ['firstName', 'lastName', 'email', 'password', 'phoneNumber'] as const;
const REQUIRED = ['firstName', 'lastName', 'email', 'password'] as const;

/** What /login needs to open its verification step for a fresh account. */
export type VerifyHandoff = { verifyEmail: string };

/**
 * The stand-alone registration page's form (no username: the server derives one). `returnTo`: the page to go back to
 * once the account is verified (already checked: lib/return-path.ts).
 */
export function RegisterForm({ returnTo = null }: { returnTo?: string | null }) {
  const t = useT();
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const [message, setMessage] = useState<Flash>(null);
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<RegisterValues>({
    defaultValues: { firstName: '', lastName: '', email: '', password: '', phoneNumber: '' },
  });

  useEffect(() => {
    if (!registeredEmail) return;
    const handoff: VerifyHandoff = { verifyEmail: registeredEmail };
    const timer = window.setTimeout(
      () => void navigate(paths.login.href(returnTo), { state: handoff }),
      REDIRECT_AFTER_LOGIN_MS,
    );
    return () => window.clearTimeout(timer);
  }, [registeredEmail, navigate, returnTo]);

  const submit = handleSubmit(async (values) => {
    clearErrors();
    if (REQUIRED.some((field) => !values[field].trim())) {
      setMessage({ tone: 'error', text: t('register.msg.required') });
      return;
    }
    const parsed = RegisterBody.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && (FIELDS as readonly string[]).includes(field)) {
          setError(field as (typeof FIELDS)[number], { type: 'validate', message: issue.message });
        }
      }
      setMessage(null);
      return;
    }
    try {
      const reply = await registerMutation.mutateAsync(values);
      setMessage({ tone: 'success', text: t('register.msg.success') });
      setRegisteredEmail(reply.email || parsed.data.email);
    } catch (error) {
      if (isApiError(error) && error.isNetworkError) {
        setMessage({ tone: 'error', text: t('register.msg.network') });
        return;
      }
      applyServerFieldErrors(error, setError, FIELDS);
      setMessage({
        tone: 'error',
        text: errorText(error, t, t('register.msg.failed')),
      });
    }
  });

  const busy = registerMutation.isPending || registeredEmail !== null;
  return (
    <div className="w-full">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t('register.title')}</h1>
      <p className="mt-1.5 mb-6 text-sm text-stone-500">{t('register.subtitle')}</p>
      {message ? (
        <Alert tone={message.tone} className="mb-5">
          {message.text}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('auth.firstName')}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t('auth.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          hint={t('auth.passwordHint')}
          error={errors.password?.message}
          {...register('password')}
        />
        <TextField
          label={t('auth.phone')}
          optionalText={t('common.optional')}
          type="tel"
          autoComplete="tel"
          placeholder="08xxxxxxxxxx"
          error={errors.phoneNumber?.message}
          {...register('phoneNumber')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {registerMutation.isPending ? t('auth.working') : t('register.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-stone-500">
        {t('register.haveAccount')}{' '}
        <Link to={paths.login.href(returnTo)} className="font-semibold text-rose-700 hover:underline">
          {t('register.loginNow')}
        </Link>
      </p>
    </div>
  );
}
