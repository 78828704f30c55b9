import type { ConflictCode } from '@boneka/shared/conflicts';
import { errorMessage, isApiError } from '@/lib/api-client';
import type { MessageKey, Translate } from '@/lib/i18n/i18n';

/**
 * Each 409 code a shopper meets (packages/shared/src/conflicts.ts) in the shopper's words. A page that has the facts
 * says more (the checkout names the product and its new price: features/purchase/components/order-conflict-message.ts).
 * The owner's codes (SLUG_TAKEN, SKU_TAKEN, CATEGORY_*) are said by the admin forms that meet them, whose strings
 * load with the admin area.
 */
const CONFLICT_TEXT: Partial<Record<ConflictCode, MessageKey>> = {
  PRICE_CHANGED: 'conflict.priceChanged',
  SHIPPING_CHANGED: 'conflict.shippingChanged',
  DISCOUNT_CHANGED: 'conflict.discountChanged',
  INSUFFICIENT_STOCK: 'conflict.insufficientStock',
  INVALID_TRANSITION: 'conflict.invalidTransition',
  REQUEST_IN_PROGRESS: 'conflict.requestInProgress',
  USERNAME_TAKEN: 'conflict.usernameTaken',
  ALREADY_REVIEWED: 'conflict.alreadyReviewed',
  VARIANT_UNAVAILABLE: 'conflict.variantUnavailable',
};

const conflictKey = (error: unknown): MessageKey | null =>
  isApiError(error) && error.status === 409 && Object.hasOwn(CONFLICT_TEXT, error.code)
    ? (CONFLICT_TEXT[error.code as ConflictCode] ?? null)
    : null;

/**
 * The other refusals a shopper meets, whose server sentence is the spec's English (kept for API clients): said in
 * the page's language by their code.
 */
const CODE_TEXT: Record<string, MessageKey> = {
  INVALID_CREDENTIALS: 'error.code.invalidCredentials',
  INVALID_OTP: 'error.code.invalidOtp',
  TOO_MANY_REQUESTS: 'error.code.tooManyRequests',
  RATE_LIMITED: 'error.code.tooManyRequests',
  TRY_AGAIN: 'error.code.tryAgain',
  UNSUPPORTED_FILE_TYPE: 'error.code.unsupportedFile',
  INVALID_IMAGE: 'error.code.unsupportedFile',
  IMAGE_TOO_LARGE: 'error.code.imageTooLarge',
  FILE_TOO_LARGE: 'error.code.imageTooLarge',
  UPLOADS_IN_PROGRESS: 'error.code.uploadsInProgress',
  OWN_REVIEW: 'error.code.ownReview',
  DATABASE_UNAVAILABLE: 'error.code.databaseUnavailable',
  INSUFFICIENT_STORAGE: 'error.code.diskFull',
};

const codeKey = (error: unknown): MessageKey | null =>
  isApiError(error) && Object.hasOwn(CODE_TEXT, error.code) ? CODE_TEXT[error.code]! : null;

/**
 * Why an action failed, in the interface's language: a 409 by its code (the server's sentence is Indonesian and
 * meant for API clients), a known refusal by its code, anything else by the server's message, else `fallback`.
 */
export function errorText(error: unknown, t: Translate, fallback: string): string {
  const key = conflictKey(error) ?? codeKey(error);
  return key ? t(key) : errorMessage(error, fallback);
}
