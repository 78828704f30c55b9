import { useState } from 'react';
import { ANSWER_MAX } from '@boneka/shared/discussions';
import type { AdminQuestion } from '@boneka/shared';
import { Button } from '@/components/ui/button';
import { ReplyForm } from '@/components/ui/reply-form';
import { useToast } from '@/components/ui/toast';
import { errorText } from '@/lib/error-text';
import { formatDate } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';
import { useModerateQuestion, type QuestionChange } from '../api/moderate-question';

const DONE = {
  answer: 'adminReplies.answered',
  hide: 'adminReplies.hiddenDone',
  show: 'adminReplies.shownDone',
} as const;

/** One question in the owner's list: its state, reports, answer, and the owner's moves on it. */
export function AdminQuestionItem({ question }: { question: AdminQuestion }) {
  const t = useT();
  const { language } = useLanguage();
  const toast = useToast();
  const moderate = useModerateQuestion();
  const [editing, setEditing] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const run = (change: QuestionChange) => {
    setError(undefined);
    moderate.mutate(change, {
      onSuccess: () => {
        setEditing(false);
        toast.show('success', t(DONE[change.kind]));
      },
      onError: (failure) => {
        const message = errorText(failure, t, t('adminReplies.saveFailed'));
        if (change.kind === 'answer') setError(message);
        else toast.show('error', message);
      },
    });
  };

  return (
    <article className="rounded-3xl border border-rose-100 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center gap-2 text-xs">
        <span className="font-semibold text-cocoa-700">
          {t('adminReplies.askedBy', { name: question.asker, product: question.product_name })}
        </span>
        <time dateTime={question.created_at} className="text-stone-600">
          {formatDate(question.created_at, language)}
        </time>
        {question.hidden ? (
          <span className="rounded-full bg-stone-100 px-2 py-0.5 font-bold text-stone-700">
            {t(question.hidden === 'owner' ? 'adminReplies.hiddenByOwner' : 'adminReplies.hiddenByReports')}
          </span>
        ) : null}
        {question.new_reports > 0 ? (
          <span className="rounded-full bg-red-50 px-2 py-0.5 font-bold text-red-700">
            {t('adminReplies.reports', { count: question.new_reports })}
          </span>
        ) : null}
      </div>
      <p className="mt-2 text-sm font-semibold whitespace-pre-line text-cocoa-900">{question.question}</p>

      {question.answer && !editing ? (
        <div className="mt-3 rounded-2xl border-l-4 border-rose-300 bg-rose-50/70 px-4 py-3">
          <p className="text-xs font-extrabold text-rose-800">{t('adminReplies.answerLabel')}</p>
          <p className="mt-1 text-sm whitespace-pre-line text-cocoa-900">{question.answer.text}</p>
        </div>
      ) : null}
      {editing ? (
        <ReplyForm
          label={t('adminReplies.answerLabel')}
          initial={question.answer?.text ?? ''}
          maxLength={ANSWER_MAX}
          saveLabel={t('adminReplies.save')}
          savingLabel={t('adminReplies.saving')}
          cancelLabel={t('adminReplies.cancel')}
          busy={moderate.isPending}
          error={error}
          onSave={(answer) => run({ questionId: question.question_id, kind: 'answer', answer })}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="mt-3 flex flex-wrap justify-end gap-2">
          <Button
            variant="ghost"
            size="sm"
            disabled={moderate.isPending}
            onClick={() => run({ questionId: question.question_id, kind: question.hidden ? 'show' : 'hide' })}
          >
            {t(question.hidden ? 'adminReplies.show' : 'adminReplies.hide')}
          </Button>
          <Button variant={question.answer ? 'outline' : 'primary'} size="sm" onClick={() => setEditing(true)}>
            {t(question.answer ? 'adminReplies.editAnswer' : 'adminReplies.answer')}
          </Button>
        </div>
      )}
    </article>
  );
}
