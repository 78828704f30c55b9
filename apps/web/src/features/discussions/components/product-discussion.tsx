import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { QUESTION_PAGE_SIZE } from '@boneka/shared/discussions';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClass } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/discussions';
import { useSession } from '@/lib/session';
import { useProductQuestions } from '../api/get-product-questions';
import { useReportQuestion } from '../api/report-question';
import { AskQuestionForm } from './ask-question-form';
import { QuestionItem } from './question-item';

/**
 * The product page's "Diskusi": questions newest first, five to a page, the seller's answers under them; signed-in
 * shoppers ask and report ("Laporkan"). Its own chunk, loaded after the page is shown (decision 064).
 */
export function ProductDiscussion({ productId }: { productId: number }) {
  const t = useT();
  const toast = useToast();
  const location = useLocation();
  const { isSignedIn, isAdmin, user } = useSession();
  const [page, setPage] = useState(1);
  const [reported, setReported] = useState<ReadonlySet<number>>(new Set());
  const questions = useProductQuestions(productId, page);
  const report = useReportQuestion();
  const list = questions.data?.questions ?? [];
  const total = questions.data?.pagination.total ?? 0;
  const hasNext = page * QUESTION_PAGE_SIZE < total;
  const canTalk = isSignedIn && !isAdmin;

  const sendReport = (questionId: number) =>
    report.mutate(questionId, {
      onSuccess: () => {
        setReported((before) => new Set(before).add(questionId));
        toast.show('success', t('discussions.reportDone'));
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.code === 'ALREADY_REPORTED')
          setReported((before) => new Set(before).add(questionId));
        toast.show('error', errorText(failure, t, t('discussions.reportFailed')));
      },
    });

  return (
    <section
      aria-labelledby="discussion-title"
      className="space-y-5 rounded-[2rem] border border-rose-100 bg-white p-4 shadow-soft sm:p-8"
    >
      <div>
        <h2 id="discussion-title" className="text-xl font-extrabold sm:text-2xl">
          {t('discussions.title')}
        </h2>
        <p className="mt-1 text-sm text-stone-600">{t('discussions.intro')}</p>
      </div>

      {canTalk ? (
        <AskQuestionForm productId={productId} onAsked={() => setPage(1)} />
      ) : isSignedIn ? null : (
        <Link to={paths.login.href(`${location.pathname}${location.search}`)} className={buttonClass('outline', 'sm')}>
          {t('discussions.signInToAsk')}
        </Link>
      )}

      {questions.isPending ? (
        <p role="status" className="text-sm text-stone-600">
          {t('discussions.loading')}
        </p>
      ) : questions.isError ? (
        <div className="space-y-2">
          <Alert tone="error">{t('discussions.loadFailed')}</Alert>
          <Button variant="outline" size="sm" onClick={() => void questions.refetch()}>
            {t('discussions.retry')}
          </Button>
        </div>
      ) : list.length === 0 ? (
        <p className="text-sm text-stone-600">{t('discussions.empty')}</p>
      ) : (
        <ul aria-label={t('discussions.listLabel')} className="space-y-3">
          {list.map((question) => (
            <li key={question.question_id}>
              <QuestionItem
                question={question}
                report={
                  canTalk && question.asker_id !== user?.id
                    ? {
                        reported: reported.has(question.question_id),
                        busy: report.isPending && report.variables === question.question_id,
                        onReport: () => sendReport(question.question_id),
                      }
                    : null
                }
              />
            </li>
          ))}
        </ul>
      )}

      {page > 1 || hasNext ? (
        <nav aria-label={t('discussions.pages')} className="flex items-center justify-between gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('discussions.previous')}
          </Button>
          <Button variant="outline" size="sm" disabled={!hasNext} onClick={() => setPage(page + 1)}>
            {t('discussions.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
