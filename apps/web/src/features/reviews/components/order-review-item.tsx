import { useId, useState } from 'react';
import { CheckIcon } from '@/components/ui/icons';
import { ProductImage } from '@/components/ui/product-image';
import { Spinner } from '@/components/ui/spinner';
import { errorText } from '@/lib/error-text';
import { useT } from '@/lib/i18n/i18n';
import { useReviewEligibility } from '../api/can-review';
import { useCreateReview } from '../api/create-review';
import { resolveReviewImages } from './review-images-upload';
import { ReviewForm, type ReviewFormValues } from './review-form';

export type ReviewableProduct = { product_id: number; name: string; image_url: string | null };

type OrderReviewItemProps = {
  product: ReviewableProduct;
  orderId: number;
  onSubmitted: (message: string) => void;
};

/** One ordered product: its review form, or why it cannot be reviewed (already reviewed, not delivered). */
export function OrderReviewItem({ product, orderId, onSubmitted }: OrderReviewItemProps) {
  const t = useT();
  const titleId = useId();
  const eligibility = useReviewEligibility(product.product_id, orderId);
  const create = useCreateReview();
  const [submitted, setSubmitted] = useState(false);

  const submit = async (values: ReviewFormValues): Promise<string | null> => {
    const images = await resolveReviewImages(values.images);
    try {
      await create.mutateAsync({
        product_id: product.product_id,
        order_id: orderId,
        rating: values.rating,
        title: values.title || null,
        comment: values.comment,
        images,
      });
      setSubmitted(true);
      onSubmitted(t('reviewForm.submitted', { name: product.name }));
      return null;
    } catch (error) {
      return errorText(error, t, t('reviewForm.submitFailed'));
    }
  };

  const blocked = eligibility.data?.canReview === false;
  const reason = eligibility.data?.reason ?? null;

  return (
    <section aria-labelledby={titleId} className="rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-6">
      <div className="mb-5 flex items-center gap-4">
        <ProductImage
          src={product.image_url}
          alt=""
          className="size-16 shrink-0 rounded-2xl border border-cream-200"
          fallbackClassName="text-3xl"
        />
        <h2 id={titleId} className="min-w-0 flex-1 text-lg font-extrabold">
          {product.name}
        </h2>
      </div>
      {submitted || (blocked && reason === 'Already reviewed') ? (
        <p className="flex items-center gap-2 rounded-2xl bg-emerald-50 px-4 py-3 text-sm font-bold text-emerald-700">
          <CheckIcon className="size-5" />
          {t('reviewForm.alreadyReviewed')}
        </p>
      ) : eligibility.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-stone-500">
          <Spinner />
          {t('reviewForm.checking')}
        </p>
      ) : eligibility.isError ? (
        <p role="alert" className="rounded-2xl bg-red-50 px-4 py-3 text-sm font-medium text-red-700">
          {t('reviewForm.eligibilityFailed')}
        </p>
      ) : blocked ? (
        <p className="rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-800">
          {reason ?? t('reviewForm.notAllowed')}
        </p>
      ) : (
        <ReviewForm
          label={t('reviewForm.formLabel', { name: product.name })}
          submitLabel={t('reviewForm.submit')}
          busyLabel={t('reviewForm.submitting')}
          onSubmit={submit}
        />
      )}
    </section>
  );
}
