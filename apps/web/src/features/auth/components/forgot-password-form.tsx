import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ForgotPasswordBody, OTP_LENGTH, Password } from '@boneka/shared';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import { clearSession } from '@/lib/session';
import { useForgotPassword } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { authErrorText } from './auth-messages';

/** What /login shows after a reset: the password changed, every session ended, sign in again. */
export type PasswordResetHandoff = { passwordReset: true };

type ForgotPasswordFormProps = {
  /** The page to come back to after signing in again (already checked: lib/return-path.ts). */
  returnTo: string | null;
};

/** "Lupa kata sandi?": the e-mail, then the mailed code with the new password; then signed out, to /login. */
export function ForgotPasswordForm({ returnTo }: ForgotPasswordFormProps) {
  const t = useT();
  const [email, setEmail] = useState<string | null>(null);
  const [message, setMessage] = useState<Flash>(null);

  return (
    <div className="w-full">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{email ? t('auth.resetTitle') : t('auth.forgotTitle')}</h1>
      <p className="mt-1.5 mb-6 text-sm text-stone-500">
        {email ? t('auth.resetSubtitle', { email }) : t('auth.forgotSubtitle')}
      </p>
      {message ? (
        <Alert tone={message.tone} className="mb-5">
          {message.text}
        </Alert>
      ) : null}
      {email ? (
        <ResetStep
          email={email}
          returnTo={returnTo}
          onMessage={setMessage}
          onOtherEmail={() => {
            setEmail(null);
            setMessage(null);
          }}
        />
      ) : (
        <EmailStep
          onSent={(address) => {
            setMessage(null);
            setEmail(address);
          }}
          onMessage={setMessage}
        />
      )}
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login.href(returnTo)} className="font-semibold text-rose-700 hover:underline">
          {t('auth.backToLogin')}
        </Link>
      </p>
    </div>
  );
}

function EmailStep({ onSent, onMessage }: { onSent: (email: string) => void; onMessage: (flash: Flash) => void }) {
  const t = useT();
  const forgot = useForgotPassword();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = ForgotPasswordBody.safeParse({ email: text });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    try {
      await forgot.mutateAsync(parsed.data);
      onSent(parsed.data.email);
    } catch (error) {
      onMessage({ tone: 'error', text: authErrorText(error, t) });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={invalid ? t('auth.emailInvalid') : undefined}
      />
      <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
        {forgot.isPending ? t('auth.working') : t('auth.forgotSubmit')}
      </Button>
    </form>
  );
}

type ResetStepProps = {
  email: string;
  returnTo: string | null;
  onMessage: (flash: Flash) => void;
  onOtherEmail: () => void;
};

function ResetStep({ email, returnTo, onMessage, onOtherEmail }: ResetStepProps) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const reset = useResetPassword();
  const resend = useForgotPassword();
  const codeField = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [weakPassword, setWeakPassword] = useState(false);
  const complete = code.length === OTP_LENGTH;

  useEffect(() => {
    codeField.current?.focus();
  }, []);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    const weak = !Password.safeParse(password).success;
    setWeakPassword(weak);
    if (weak) return;
    try {
      await reset.mutateAsync({ email, otp: code, newPassword: password });
    } catch (error) {
      const wrongCode = isApiError(error) && error.code === 'INVALID_OTP';
      onMessage({ tone: 'error', text: wrongCode ? t('auth.msg.resetFailed') : authErrorText(error, t) });
      return;
    }
    // Every session of the account ended on the server; this browser's ends too.
    clearSession();
    queryClient.removeQueries();
    const handoff: PasswordResetHandoff = { passwordReset: true };
    void navigate(paths.login.href(returnTo), { replace: true, state: handoff });
  };

  const sendAgain = async () => {
    try {
      await resend.mutateAsync({ email });
      setCode('');
      onMessage({ tone: 'success', text: t('auth.msg.resetCodeSent') });
    } catch (error) {
      onMessage({ tone: 'error', text: authErrorText(error, t, 'auth.msg.resendFailed') });
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <TextField
        ref={codeField}
        label={t('auth.resetCode')}
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, OTP_LENGTH))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_LENGTH}
        placeholder="••••••"
        className="text-center font-mono text-2xl tracking-[0.5em]"
      />
      <TextField
        label={t('auth.newPassword')}
        type="password"
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={weakPassword ? t('auth.newPasswordInvalid') : undefined}
      />
      <Button type="submit" size="lg" className="w-full" disabled={!complete || reset.isPending}>
        {reset.isPending ? t('auth.working') : t('auth.resetSubmit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button variant="ghost" size="sm" onClick={() => void sendAgain()} disabled={resend.isPending}>
          {t('auth.resend')}
        </Button>
        <Button variant="ghost" size="sm" onClick={onOtherEmail}>
          {t('auth.resetOtherEmail')}
        </Button>
      </div>
    </form>
  );
}
