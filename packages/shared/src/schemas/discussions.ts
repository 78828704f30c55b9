import { z } from 'zod';
import { Pagination } from './catalog.js';
import { plainText } from './review-replies.js';

import { ANSWER_MAX, QUESTION_MAX, QUESTION_MIN, QUESTION_PAGE_SIZE } from '../discussions.js';

export {
  ANSWER_MAX,
  QUESTION_MAX,
  QUESTION_MIN,
  QUESTION_PAGE_SIZE,
  QUESTION_REPORTS_TO_HIDE,
  QUESTIONS_OPEN_PER_PRODUCT,
  QUESTIONS_PER_DAY,
} from '../discussions.js';

export const AskQuestionBody = z.object({
  question: plainText(QUESTION_MIN, QUESTION_MAX, `Tulis pertanyaan minimal ${QUESTION_MIN} karakter.`),
});
export type AskQuestionBody = z.input<typeof AskQuestionBody>;

export const AnswerQuestionBody = z.object({
  answer: plainText(1, ANSWER_MAX, 'Tulis jawaban terlebih dahulu.'),
});
export type AnswerQuestionBody = z.input<typeof AnswerQuestionBody>;

export const QuestionListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(20).default(QUESTION_PAGE_SIZE),
});

/** A question as everyone sees it on the product page. */
export const Question = z.object({
  question_id: z.number().int(),
  product_id: z.number().int(),
  question: z.string(),
  /** How the asker is shown ("S***i R."), never a whole name. */
  asker: z.string(),
  /** The asker's account, as a review names its author's: the shop hides "Laporkan" on one's own questions. */
  asker_id: z.number().int(),
  created_at: z.string(),
  answer: z.object({ text: z.string(), answered_at: z.string() }).nullable(),
});
export type Question = z.infer<typeof Question>;

export const QuestionListResponse = z.object({
  success: z.literal(true),
  data: z.object({ questions: z.array(Question), pagination: Pagination }),
});
export const QuestionResponse = z.object({ success: z.literal(true), message: z.string().optional(), data: Question });

export const QUESTION_TABS = ['unanswered', 'reported', 'all'] as const;
export type QuestionTab = (typeof QUESTION_TABS)[number];
export const QUESTION_HIDDEN = ['owner', 'reports'] as const;

export const AdminQuestionListQuery = z.object({
  tab: z.enum(QUESTION_TABS).default('unanswered'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AdminQuestionListQuery = z.input<typeof AdminQuestionListQuery>;

/** A question as the owner sees it: with its product, whether and why it is hidden, and its reports. */
export const AdminQuestion = Question.extend({
  product_name: z.string(),
  hidden: z.enum(QUESTION_HIDDEN).nullable(),
  report_count: z.number().int(),
  /** Reports the owner has not looked at yet (showing the question again counts as looking). */
  new_reports: z.number().int(),
});
export type AdminQuestion = z.infer<typeof AdminQuestion>;

export const AdminQuestionListResponse = z.object({
  success: z.literal(true),
  data: z.object({ questions: z.array(AdminQuestion), pagination: Pagination }),
});
export const AdminQuestionResponse = z.object({ success: z.literal(true), data: AdminQuestion });

export const ReportQuestionResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ reported: z.literal(true) }),
});
