import type { Question } from '@boneka/shared';
import { formatDate } from '@/lib/format';
import { useLanguage, useT } from '@/lib/i18n/i18n';

type QuestionItemProps = {
  question: Question;
  /** Shown to signed-in shoppers: "Laporkan" (null hides it). */
  report: { reported: boolean; busy: boolean; onReport: () => void } | null;
};

/** One question on the product page, with the seller's answer under it or a note that it waits for one. */
export function QuestionItem({ question, report }: QuestionItemProps) {
  const t = useT();
  const { language } = useLanguage();
  return (
    <article className="rounded-3xl border border-rose-100 bg-white p-4 shadow-sm sm:p-5">
      <p className="text-sm leading-relaxed font-semibold whitespace-pre-line text-cocoa-900">{question.question}</p>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 text-xs text-stone-600">
        <span>{t('discussions.askedBy', { name: question.asker })}</span>
        <time dateTime={question.created_at}>{formatDate(question.created_at, language)}</time>
      </p>
      {question.answer ? (
        <div className="mt-3 rounded-2xl border-l-4 border-rose-300 bg-rose-50/70 px-4 py-3">
          <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
            <span className="font-extrabold text-rose-800">{t('discussions.sellerAnswer')}</span>
            <time dateTime={question.answer.answered_at} className="text-stone-600">
              {formatDate(question.answer.answered_at, language)}
            </time>
          </p>
          <p className="mt-1 text-sm leading-relaxed whitespace-pre-line text-cocoa-900">{question.answer.text}</p>
        </div>
      ) : (
        <p className="mt-2 text-xs font-semibold text-amber-800">{t('discussions.waiting')}</p>
      )}
      {report ? (
        <div className="mt-2 flex justify-end">
          <button
            type="button"
            onClick={report.onReport}
            disabled={report.reported || report.busy}
            aria-label={report.reported ? undefined : t('discussions.reportLabel', { name: question.asker })}
            className="cursor-pointer rounded-full px-3 py-1.5 text-xs font-bold text-stone-600 transition-colors hover:bg-rose-50 hover:text-rose-700 disabled:cursor-default disabled:hover:bg-transparent disabled:hover:text-stone-600"
          >
            {report.reported ? t('discussions.reported') : t('discussions.report')}
          </button>
        </div>
      ) : null}
    </article>
  );
}
