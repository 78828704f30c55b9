/** "Diskusi" (decision 064): the limits both sides need, without zod, so shop code can import them alone. */
export const QUESTION_MIN = 10;
export const QUESTION_MAX = 500;
export const ANSWER_MAX = 1000;
/** Questions one account may have waiting for an answer on one product. */
export const QUESTIONS_OPEN_PER_PRODUCT = 3;
/** Questions one account may ask in any 24 hours. */
export const QUESTIONS_PER_DAY = 10;
/** Distinct shoppers whose "Laporkan" hides a question until the owner looks at it. */
export const QUESTION_REPORTS_TO_HIDE = 3;
/** Questions a product page shows at a time. */
export const QUESTION_PAGE_SIZE = 5;
