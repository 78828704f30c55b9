/** The look of each card of the payment page. */
export const paymentCard = 'rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-6';
