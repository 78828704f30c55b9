import { useState, type FormEvent } from 'react';
import { Button } from './button';
import { TextAreaField } from './form-field';

type ReplyFormProps = {
  label: string;
  initial: string;
  maxLength: number;
  saveLabel: string;
  savingLabel: string;
  cancelLabel: string;
  busy: boolean;
  error?: string;
  onSave: (text: string) => void;
  onCancel: () => void;
};

/** The owner's answer to something a shopper wrote (a review, a question): one text, save or cancel. */
export function ReplyForm({
  label,
  initial,
  maxLength,
  saveLabel,
  savingLabel,
  cancelLabel,
  busy,
  error,
  onSave,
  onCancel,
}: ReplyFormProps) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onSave(text);
  };
  return (
    <form onSubmit={submit} className="mt-3 space-y-2">
      <TextAreaField
        label={label}
        value={text}
        maxLength={maxLength}
        rows={3}
        required
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button type="submit" size="sm" disabled={busy || !text.trim()}>
          {busy ? savingLabel : saveLabel}
        </Button>
      </div>
    </form>
  );
}
