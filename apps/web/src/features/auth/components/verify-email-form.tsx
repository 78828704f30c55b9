import { useEffect, useRef, useState } from 'react';
import { OTP_LENGTH, type AuthTokensResponse } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/i18n';
import { useResendOtp } from '../api/resend-otp';
import { useVerifyEmail } from '../api/verify-email';
import { authErrorText } from './auth-messages';

type VerifyEmailFormProps = {
  email: string;
  disabled: boolean;
  onVerified: (reply: AuthTokensResponse) => void;
  onResent: () => void;
  onError: (text: string) => void;
  onBack: () => void;
};

export function VerifyEmailForm({ email, disabled, onVerified, onResent, onError, onBack }: VerifyEmailFormProps) {
  const t = useT();
  const [code, setCode] = useState('');
  const verifyMutation = useVerifyEmail();
  const resendMutation = useResendOtp();
  const codeField = useRef<HTMLInputElement>(null);
  const complete = code.length === OTP_LENGTH;

  // After "Daftar" on a phone the page is scrolled down to where the form ended (and a route change scrolls to the
  // top): the code field is brought into view and focused, after the page settled.
  useEffect(() => {
    const frame = window.requestAnimationFrame(() => {
      codeField.current?.focus({ preventScroll: true });
      codeField.current?.scrollIntoView({ block: 'center' });
    });
    return () => window.cancelAnimationFrame(frame);
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    try {
      onVerified(await verifyMutation.mutateAsync({ email, otp: code }));
    } catch (error) {
      onError(authErrorText(error, t, 'auth.msg.verifyFailed'));
    }
  };

  const resend = async () => {
    try {
      await resendMutation.mutateAsync(email);
      onResent();
    } catch (error) {
      onError(authErrorText(error, t, 'auth.msg.resendFailed'));
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        ref={codeField}
        label={t('auth.code')}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder="••••••"
        className="text-center font-mono text-2xl tracking-[0.5em]"
      />
      <Button type="submit" size="lg" className="w-full" disabled={!complete || verifyMutation.isPending || disabled}>
        {verifyMutation.isPending ? t('auth.working') : t('auth.submitVerify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="ghost" size="sm" onClick={resend} disabled={resendMutation.isPending || disabled}>
          {t('auth.resend')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => {
            setCode('');
            onBack();
          }}
        >
          {t('auth.backToLogin')}
        </Button>
      </div>
    </form>
  );
}
