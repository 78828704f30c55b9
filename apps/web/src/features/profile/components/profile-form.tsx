import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { UpdateProfileBody, type Profile } from '@boneka/shared';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { errorText } from '@/lib/error-text';
import { applyServerFieldErrors } from '@/lib/form-errors';
import { useT } from '@/lib/i18n/i18n';
import { useUpdateProfile } from '../api/update-profile';

const FIELDS = ['firstName', 'lastName', 'phoneNumber'] as const;

export function ProfileForm({ profile }: { profile: Profile }) {
  const t = useT();
  const update = useUpdateProfile();
  const [message, setMessage] = useState<Flash>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(UpdateProfileBody),
    defaultValues: {
      firstName: profile.firstName,
      lastName: profile.lastName ?? '',
      phoneNumber: profile.phoneNumber ?? '',
    },
  });

  const submit = handleSubmit(async (values) => {
    setMessage(null);
    try {
      await update.mutateAsync(values);
      setMessage({ tone: 'success', text: t('profile.updated') });
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      setMessage({ tone: 'error', text: errorText(error, t, t('profile.updateFailed')) });
    }
  });

  return (
    <section
      aria-labelledby="profile-form-title"
      className="rounded-3xl border border-rose-100 bg-white p-6 shadow-soft sm:p-8"
    >
      <h2 id="profile-form-title" className="text-lg font-bold">
        {t('profile.formTitle')}
      </h2>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('profile.firstName')}
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            {...register('firstName')}
          />
          <TextField
            label={t('profile.lastName')}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...register('lastName')}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={t('profile.phone')}
            type="tel"
            autoComplete="tel"
            placeholder="08xxxxxxxxxx"
            error={errors.phoneNumber?.message}
            {...register('phoneNumber')}
          />
          <TextField
            label={t('profile.email')}
            type="email"
            value={profile.email}
            readOnly
            hint={t('profile.emailReadOnly')}
          />
        </div>
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
        <div className="flex justify-end">
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('profile.saving') : t('profile.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
