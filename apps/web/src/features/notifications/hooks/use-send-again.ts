import type { NotificationEntry } from '@boneka/shared';
import { useToast } from '@/components/ui/toast';
import { useT } from '@/lib/i18n/i18n';
import { useResendNotification } from '../api/resend-notification';
import { resendRefusalText } from '../components/resend-refusal';

/** Sends a message again, and says whether the shop took it (or why not). */
export function useSendAgain() {
  const t = useT();
  const { show } = useToast();
  const resend = useResendNotification();

  const sendAgain = async (entry: NotificationEntry) => {
    try {
      await resend.mutateAsync(entry.id);
      show('success', t('adminNotifications.resent'));
    } catch (error) {
      show('error', resendRefusalText(error, t));
    }
  };

  return { sendAgain, sending: resend.isPending };
}
