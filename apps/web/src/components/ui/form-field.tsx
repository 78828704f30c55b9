import { useId, type ComponentProps, type ReactNode } from 'react';
import { wibInputToIso } from '@boneka/shared/wib';
import { MULTI_LINE_TEXT_MESSAGE, SINGLE_LINE_TEXT_MESSAGE } from '@boneka/shared/text';
import { formatDateTime } from '@/lib/format';
import { useLanguage, useT, type MessageKey } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/forms';
import { cn } from './cn';

export const inputClass =
  'block w-full rounded-xl border border-cream-300 bg-white px-3.5 py-2.5 text-sm text-cocoa-900 placeholder:text-stone-400 shadow-xs transition focus:border-rose-400 focus:outline-none focus:ring-4 focus:ring-rose-100 disabled:cursor-not-allowed disabled:bg-cream-100 disabled:text-stone-500 aria-[invalid=true]:border-red-400 aria-[invalid=true]:focus:ring-red-100';

type FieldShellProps = {
  id: string;
  label: string;
  hint?: ReactNode;
  error?: string;
  optionalText?: string;
  children: ReactNode;
  className?: string;
};

/**
 * Messages of the shared schemas (packages/shared/src/schemas: text, address, auth) that a field shows in the page's
 * language; the forms show the others as sent.
 */
const SCHEMA_MESSAGES: Readonly<Record<string, MessageKey>> = {
  [SINGLE_LINE_TEXT_MESSAGE]: 'form.singleLineText',
  [MULTI_LINE_TEXT_MESSAGE]: 'form.multiLineText',
  'Enter a valid phone number': 'form.phoneInvalid',
  'Enter a valid e-mail address': 'form.emailInvalid',
  'Postal code has 5 digits': 'form.postalCode',
  'Label is required': 'form.labelRequired',
  'Recipient name is required': 'form.recipientRequired',
  'Street address is too short': 'form.streetTooShort',
  'First name is required': 'form.firstNameRequired',
  'Username must be at least 3 characters': 'form.usernameTooShort',
  'Username may contain letters, digits, dots and underscores': 'form.usernameCharacters',
  'This password is too common. Choose another one': 'form.passwordCommon',
};

function FieldShell({ id, label, hint, error, optionalText, children, className }: FieldShellProps) {
  const t = useT();
  const translated = error !== undefined ? SCHEMA_MESSAGES[error] : undefined;
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={id} className="block text-sm font-semibold text-cocoa-700">
        {label}
        {optionalText ? <span className="ml-1 font-normal text-stone-500">{optionalText}</span> : null}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600">
          {translated ? t(translated) : error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

type TextFieldProps = ComponentProps<'input'> & {
  label: string;
  hint?: ReactNode;
  error?: string;
  optionalText?: string;
  wrapperClassName?: string;
  /** A short unit shown inside the field's start, e.g. "Rp". */
  prefix?: string;
};

/**
 * A `datetime-local` field's value said in the page's words: "Selasa, 1 Des 2026 00.00 WIB". Chromium draws the
 * field in the browser's own locale whatever the page's `lang` (an English browser shows "12/01/2026, 12:00 AM"), so
 * the owner reads the moment meant under it. The shop's date-time fields all hold WIB (`wibInputToIso`).
 */
function useSpelledMoment(type: string | undefined, value: unknown): string | null {
  const { language } = useLanguage();
  const iso = type === 'datetime-local' && typeof value === 'string' ? wibInputToIso(value) : null;
  return iso ? formatDateTime(iso, language) : null;
}

export function TextField({
  label,
  hint,
  error,
  optionalText,
  wrapperClassName,
  className,
  id,
  prefix,
  ...props
}: TextFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const spelled = useSpelledMoment(props.type, props.value);
  const shownHint =
    spelled && hint ? (
      <>
        {`${spelled}. `}
        {hint}
      </>
    ) : (
      (spelled ?? hint)
    );
  const input = (
    <input
      id={fieldId}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${fieldId}-error` : shownHint ? `${fieldId}-hint` : undefined}
      className={cn(inputClass, 'read-only:bg-cream-100', prefix && 'pl-11', className)}
      {...props}
    />
  );
  return (
    <FieldShell
      id={fieldId}
      label={label}
      hint={shownHint}
      error={error}
      optionalText={optionalText}
      className={wrapperClassName}
    >
      {prefix ? (
        <div className="relative">
          <span
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3.5 -translate-y-1/2 text-sm font-bold text-cocoa-500"
          >
            {prefix}
          </span>
          {input}
        </div>
      ) : (
        input
      )}
    </FieldShell>
  );
}

type TextAreaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  optionalText?: string;
  wrapperClassName?: string;
};

export function TextAreaField({
  label,
  error,
  optionalText,
  wrapperClassName,
  className,
  id,
  ...props
}: TextAreaFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} error={error} optionalText={optionalText} className={wrapperClassName}>
      <textarea
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={cn(inputClass, 'min-h-20 resize-y', className)}
        {...props}
      />
    </FieldShell>
  );
}

type SelectFieldProps = ComponentProps<'select'> & {
  label: string;
  error?: string;
  wrapperClassName?: string;
};

export function SelectField({ label, error, wrapperClassName, className, id, children, ...props }: SelectFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  return (
    <FieldShell id={fieldId} label={label} error={error} className={wrapperClassName}>
      <div className="relative">
        <select
          id={fieldId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          className={cn(inputClass, 'appearance-none pr-10', className)}
          {...props}
        >
          {children}
        </select>
        <svg
          viewBox="0 0 20 20"
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-cocoa-500"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d="M5 7.5l5 5 5-5" />
        </svg>
      </div>
    </FieldShell>
  );
}
