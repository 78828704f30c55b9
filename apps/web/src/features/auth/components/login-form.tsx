import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { LoginBody, type AuthTokensResponse } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { useLogin } from '../api/login';
import { authErrorText } from './auth-messages';

type LoginFormProps = {
  /** Carried to "Lupa kata sandi?", so that signing in after a reset still goes back there. */
  returnTo: string | null;
  disabled: boolean;
  onSuccess: (reply: AuthTokensResponse) => void;
  onNeedsVerification: (email: string) => void;
  onError: (text: string) => void;
};

export function LoginForm({ returnTo, disabled, onSuccess, onNeedsVerification, onError }: LoginFormProps) {
  const t = useT();
  const loginMutation = useLogin();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginBody), defaultValues: { username: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      onSuccess(await loginMutation.mutateAsync(values));
    } catch (error) {
      if (isApiError(error) && error.body?.requiresVerification === true) {
        const email = typeof error.body.email === 'string' ? error.body.email : values.username;
        onNeedsVerification(email);
        return;
      }
      onError(authErrorText(error, t));
    }
  });

  const busy = loginMutation.isPending;
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('auth.usernameOrEmail')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username ? t('auth.usernameRequired') : undefined}
        {...register('username')}
      />
      <TextField
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password ? t('auth.passwordRequired') : undefined}
        {...register('password')}
      />
      <p className="-mt-1 text-right text-sm">
        <Link to={paths.forgotPassword.href(returnTo)} className="font-semibold text-rose-700 hover:underline">
          {t('auth.forgotLink')}
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" disabled={busy || disabled}>
        {busy ? t('auth.working') : t('auth.submitLogin')}
      </Button>
    </form>
  );
}
