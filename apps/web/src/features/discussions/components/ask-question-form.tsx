import { useState, type FormEvent } from 'react';
import { QUESTION_MAX, QUESTION_MIN } from '@boneka/shared/discussions';
import { Alert, type Flash } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-field';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useAskQuestion } from '../api/ask-question';

/** A signed-in shopper's question: {QUESTION_MIN}–{QUESTION_MAX} characters, sent once, then the box empties. */
export function AskQuestionForm({ productId, onAsked }: { productId: number; onAsked: () => void }) {
  const t = useT();
  const ask = useAskQuestion(productId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [flash, setFlash] = useState<Flash>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFlash(null);
    if (text.trim().length < QUESTION_MIN) {
      setError(t('discussions.tooShort', { min: QUESTION_MIN }));
      return;
    }
    setError(undefined);
    ask.mutate(
      { productId, question: text },
      {
        onSuccess: () => {
          setText('');
          setFlash({ tone: 'success', text: t('discussions.asked') });
          onAsked();
        },
        onError: (failure) => setError(errorText(failure, t, t('discussions.askFailed'))),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-3" noValidate>
      <TextAreaField
        label={t('discussions.askLabel')}
        placeholder={t('discussions.askPlaceholder')}
        value={text}
        maxLength={QUESTION_MAX}
        rows={3}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-xs text-stone-600">{t('discussions.askHint', { min: QUESTION_MIN, max: QUESTION_MAX })}</p>
        <Button type="submit" size="sm" disabled={ask.isPending}>
          {ask.isPending ? t('discussions.asking') : t('discussions.askSubmit')}
        </Button>
      </div>
      {flash ? <Alert tone={flash.tone}>{flash.text}</Alert> : null}
    </form>
  );
}
