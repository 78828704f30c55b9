import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '@/components/layout/page-title';
import { Alert } from '@/components/ui/alert';
import { buttonClass } from '@/components/ui/button';
import { LoadingPanel } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { AddressBook } from '@/features/addresses/components/address-book';
import { AccountRightsCard } from '@/features/profile/components/account-rights-card';
import { useProfile } from '@/features/profile/api/get-profile';
import { ProfileForm } from '@/features/profile/components/profile-form';
import { ProfilePhotoCard } from '@/features/profile/components/profile-photo-card';
import { readCheckoutData, readPendingOrder } from '@/lib/checkout-data';
import { useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/account';

export function ProfileRoute() {
  return (
    <>
      <PageTitle titleKey="profile.title" />
      <ProfilePage />
    </>
  );
}

function ProfilePage() {
  const t = useT();
  const profile = useProfile();
  // Sent here from the checkout to edit an address: offer the way back to the order being placed.
  const [checkoutWaiting] = useState(() => readPendingOrder() !== null && readCheckoutData() !== null);

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
      {checkoutWaiting ? (
        <div className="flex flex-col gap-3 rounded-3xl border border-amber-200 bg-amber-50 px-5 py-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm font-semibold text-amber-800">{t('profile.checkoutWaiting')}</p>
          <Link to={paths.checkout.href()} className={buttonClass('primary', 'sm', 'shrink-0')}>
            {t('profile.backToCheckout')}
          </Link>
        </div>
      ) : null}
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('profile.title')}</h1>
        <p className="mt-1 text-sm text-stone-500">{t('profile.subtitle')}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[20rem_1fr]">
        <ProfilePhotoCard profile={profile.data} />
        <ProfileForm key={profile.data.id} profile={profile.data} />
      </div>
      <AddressBook />
      <AccountRightsCard isOwner={profile.data.type === 'admin'} />
    </div>
  );
}
