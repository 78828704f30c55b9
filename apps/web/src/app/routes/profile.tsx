import { Alert } from '@/components/ui/alert';
import { LoadingPanel } from '@/components/ui/spinner';
import { AddressBook } from '@/features/addresses/components/address-book';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ProfilePhotoCard } from '@/features/profile/components/profile-photo-card';
import { useT } from '@/lib/i18n/i18n';

export function ProfileRoute() {
  const t = useT();
  const profile = useProfile();

  if (profile.isPending) return <LoadingPanel text={t('profile.loading')} />;
  if (profile.isError) {
    return (
      <Alert tone="error" className="mx-auto max-w-xl">
        {t('profile.loadFailed')}
      </Alert>
    );
  }

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('profile.title')}</h1>
        <p className="mt-1 text-sm text-stone-500">{t('profile.subtitle')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <ProfilePhotoCard profile={profile.data} />
        <ProfileForm key={profile.data.id} profile={profile.data} />
      </div>
      <AddressBook />
    </div>
  );
}
