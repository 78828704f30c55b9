import type { ReactNode } from 'react';

/** One numbered step of the checkout, a region named by its heading. */
export function CheckoutSection({ step, title, children }: { step: number; title: string; children: ReactNode }) {
  const id = `checkout-step-${step}`;
  return (
    <section aria-labelledby={id} className="rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-6">
      <h2 id={id} className="mb-4 flex items-center gap-3 text-lg font-extrabold">
        <span
          aria-hidden="true"
          className="grid size-7 shrink-0 place-items-center rounded-full bg-rose-100 text-sm text-rose-700"
        >
          {step}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}
