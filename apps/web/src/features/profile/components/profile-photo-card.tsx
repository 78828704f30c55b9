import { useId, useState } from 'react';
import { IMAGE_MAX_BYTES, type Profile } from '@boneka/shared';
import { Alert, type Flash } from '@/components/ui/alert';
import { Avatar } from '@/components/ui/avatar';
import { Button, buttonClass } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useDeleteProfileImage } from '../api/delete-profile-image';
import { useUploadProfileImage } from '../api/upload-profile-image';

export function ProfilePhotoCard({ profile }: { profile: Profile }) {
  const t = useT();
  const inputId = useId();
  const [message, setMessage] = useState<Flash>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const upload = useUploadProfileImage();
  const remove = useDeleteProfileImage();
  const fullName = [profile.firstName, profile.lastName].filter(Boolean).join(' ');

  const onPick = async (event: React.ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Let the same file be picked again after a failure.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      setMessage({ tone: 'error', text: t('profile.imageNotImage') });
      return;
    }
    if (file.size > IMAGE_MAX_BYTES) {
      setMessage({ tone: 'error', text: t('profile.imageTooLarge') });
      return;
    }
    setMessage(null);
    try {
      await upload.mutateAsync(file);
      setMessage({ tone: 'success', text: t('profile.imageUpdated') });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, t, t('profile.imageUploadFailed')) });
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      setMessage({ tone: 'success', text: t('profile.imageDeleted') });
    } catch (error) {
      setMessage({ tone: 'error', text: errorText(error, t, t('profile.imageDeleteFailed')) });
    } finally {
      setConfirmOpen(false);
    }
  };

  return (
    <section
      aria-labelledby={`${inputId}-name`}
      className="rounded-3xl border border-rose-100 bg-white p-6 text-center shadow-soft"
    >
      <div className="relative mx-auto w-fit">
        <Avatar
          src={profile.profileImageUrl}
          alt={t('profile.avatarAlt')}
          className="size-32 border-4 border-white shadow-lg ring-4 ring-rose-100"
        />
        {upload.isPending ? (
          <div className="absolute inset-0 grid place-items-center rounded-full bg-white/70 text-xs font-semibold text-rose-700">
            {t('profile.uploading')}
          </div>
        ) : null}
      </div>
      <h2 id={`${inputId}-name`} className="mt-4 text-xl font-extrabold break-words">
        {fullName}
      </h2>
      <p className="text-sm break-all text-stone-500">{profile.email}</p>
      <div className="mt-3 flex flex-wrap justify-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-rose-100 px-2.5 py-1 text-rose-700">
          {profile.type === 'admin' ? t('profile.typeAdmin') : t('profile.typeCustomer')}
        </span>
        {profile.emailVerified ? (
          <span className="rounded-full bg-emerald-100 px-2.5 py-1 text-emerald-700">{t('profile.verified')}</span>
        ) : null}
      </div>

      <div className="mt-6 flex flex-wrap justify-center gap-2">
        <input
          id={inputId}
          type="file"
          accept="image/*"
          className="peer sr-only"
          onChange={onPick}
          disabled={upload.isPending}
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonClass('primary', 'sm'),
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-rose-500',
            upload.isPending && 'pointer-events-none opacity-55',
          )}
        >
          <svg
            viewBox="0 0 20 20"
            aria-hidden="true"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M10 13V4M6 8l4-4 4 4M4 14v2h12v-2" />
          </svg>
          {upload.isPending ? t('profile.uploading') : t('profile.uploadPhoto')}
        </label>
        {profile.profileImageUrl ? (
          <Button variant="outline" size="sm" onClick={() => setConfirmOpen(true)} disabled={remove.isPending}>
            {t('profile.deletePhoto')}
          </Button>
        ) : null}
      </div>
      <p className="mt-2 text-xs text-stone-500">{t('profile.photoHint')}</p>

      {message ? (
        <Alert tone={message.tone} className="mt-4 text-left">
          {message.text}
        </Alert>
      ) : null}

      <ConfirmDialog
        open={confirmOpen}
        title={t('profile.imageDeleteTitle')}
        message={t('profile.imageDeleteConfirm')}
        confirmLabel={t('confirm.delete')}
        cancelLabel={t('confirm.cancel')}
        busyLabel={t('confirm.working')}
        busy={remove.isPending}
        onConfirm={onDelete}
        onCancel={() => setConfirmOpen(false)}
      />
    </section>
  );
}
