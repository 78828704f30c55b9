import { useState } from 'react';
import { QUESTION_TABS, type QuestionTab } from '@boneka/shared/schemas/discussions';
import { Alert } from '@/components/ui/alert';
import { cn } from '@/components/ui/cn';
import { Pagination } from '@/components/ui/pagination';
import { LoadingPanel } from '@/components/ui/spinner';
import { useT, type MessageKey } from '@/lib/i18n/i18n';
import { ADMIN_QUESTION_PAGE_SIZE, useAdminQuestions } from '../api/get-admin-questions';
import { AdminQuestionItem } from './admin-question-item';

const TAB_LABEL: Record<QuestionTab, MessageKey> = {
  unanswered: 'adminReplies.tabUnanswered',
  reported: 'adminReplies.tabReported',
  all: 'adminReplies.tabAll',
};

/** /admin/diskusi "Diskusi": the questions to answer, those shoppers reported, and all of them, newest first. */
export function AdminDiscussionsPage() {
  const t = useT();
  const [tab, setTab] = useState<QuestionTab>('unanswered');
  const [page, setPage] = useState(1);
  const questions = useAdminQuestions(tab, page);
  const data = questions.data;
  const pageCount = data ? Math.ceil(data.pagination.total / ADMIN_QUESTION_PAGE_SIZE) : 0;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-extrabold sm:text-3xl">{t('adminReplies.discussionsTitle')}</h1>
        <p className="mt-1 text-sm text-stone-600">{t('adminReplies.discussionsIntro')}</p>
      </div>
      <nav aria-label={t('adminReplies.tabs')}>
        <ul className="flex flex-wrap gap-2">
          {QUESTION_TABS.map((name) => (
            <li key={name}>
              <button
                type="button"
                aria-current={tab === name ? 'page' : undefined}
                onClick={() => {
                  setTab(name);
                  setPage(1);
                }}
                className={cn(
                  'h-10 cursor-pointer rounded-full px-4 text-sm font-bold transition-colors',
                  tab === name ? 'bg-rose-600 text-white' : 'bg-rose-50 text-cocoa-700 hover:bg-rose-100',
                )}
              >
                {t(TAB_LABEL[name])}
              </button>
            </li>
          ))}
        </ul>
      </nav>

      {questions.isPending ? (
        <LoadingPanel text={t('common.loading')} />
      ) : questions.isError ? (
        <Alert tone="error">{t('adminReplies.loadFailed')}</Alert>
      ) : data && data.questions.length > 0 ? (
        <ul className="grid gap-3 lg:grid-cols-2">
          {data.questions.map((question) => (
            <li key={question.question_id}>
              <AdminQuestionItem question={question} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-3xl border-2 border-dashed border-rose-200 bg-rose-50/40 px-6 py-12 text-center font-bold text-cocoa-900">
          {t('adminReplies.noQuestions')}
        </p>
      )}

      <Pagination
        page={page}
        pageCount={pageCount}
        onPageChange={setPage}
        label={t('adminReplies.pages')}
        previousLabel={t('adminReplies.previous')}
        nextLabel={t('adminReplies.next')}
        pageLabel={(n) => t('pager.page', { page: n })}
      />
    </div>
  );
}
