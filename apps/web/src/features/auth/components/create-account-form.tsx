import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RegisterBody, Username } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/i18n';
import { useRegister, type RegisterResult } from '../api/register';
import { authErrorText } from './auth-messages';

/** The auth page asks for a username too (the separate /register page does not). */
const CreateAccountBody = RegisterBody.extend({ username: Username });
const FIELDS = ['username', 'email', 'password', 'firstName', 'lastName', 'phoneNumber'] as const;

type CreateAccountFormProps = {
  onSuccess: (reply: RegisterResult, email: string) => void;
  onError: (text: string) => void;
};

export function CreateAccountForm({ onSuccess, onError }: CreateAccountFormProps) {
  const t = useT();
  const registerMutation = useRegister();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(CreateAccountBody),
    defaultValues: { username: '', email: '', password: '', firstName: '', lastName: '', phoneNumber: '' },
  });

  const submit = handleSubmit(async (values) => {
    try {
      onSuccess(await registerMutation.mutateAsync(values), values.email);
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      onError(authErrorText(error, t));
    }
  });

  const busy = registerMutation.isPending;
  return (
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
          optionalText={t('common.optional')}
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...register('lastName')}
        />
      </div>
      <TextField
        label={t('auth.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.username?.message}
        {...register('username')}
      />
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
        {busy ? t('auth.working') : t('auth.submitRegister')}
      </Button>
    </form>
  );
}
