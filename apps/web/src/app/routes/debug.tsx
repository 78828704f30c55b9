import { useState } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAddCartItem } from '@/features/purchase/api/add-cart-item';
import { isApiError } from '@/lib/api-client';
import { useT } from '@/lib/i18n/i18n';
import '@/lib/i18n/messages/debug';

/** What the test button adds: one of product 2, as the earlier shop's debug page did. */
const TEST_ITEM = { product_id: 2, quantity: 1 };

type Outcome = { ok: boolean; text: string; body: unknown };

/** /debug-page: one button that adds product 2 to the cart and shows exactly what came back. */
export function DebugRoute() {
  const t = useT();
  const add = useAddCartItem();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = () => {
    setOutcome(null);
    add.mutate(TEST_ITEM, {
      onSuccess: (reply) => setOutcome({ ok: true, text: reply.message || t('debug.success'), body: reply }),
      onError: (error) =>
        setOutcome({
          ok: false,
          text: isApiError(error)
            ? `${error.status || t('debug.noReply')} ${error.code}: ${error.serverMessage ?? error.message}`
            : String(error),
          body: isApiError(error) ? error.body : null,
        }),
    });
  };

  return (
    <>
      <PageTitle titleKey="page.debug" />
      <div className="mx-auto max-w-2xl space-y-6">
        <div>
          <h1 className="text-2xl font-extrabold sm:text-3xl">{t('page.debug')}</h1>
          <p className="mt-1 text-sm text-stone-500">{t('debug.text')}</p>
        </div>
        <section className="space-y-4 rounded-3xl border border-rose-100 bg-white p-6 shadow-soft">
          <p className="font-mono text-sm text-cocoa-700">POST /api/cart/items {JSON.stringify(TEST_ITEM)}</p>
          <Button onClick={run} disabled={add.isPending}>
            {add.isPending ? t('debug.running') : t('debug.button')}
          </Button>
          {outcome ? (
            <div className="space-y-3">
              <Alert tone={outcome.ok ? 'success' : 'error'}>{outcome.text}</Alert>
              {outcome.body ? (
                <pre className="max-h-80 overflow-auto rounded-2xl bg-cocoa-900 p-4 text-xs leading-relaxed text-rose-50">
                  {JSON.stringify(outcome.body, null, 2)}
                </pre>
              ) : null}
            </div>
          ) : null}
        </section>
      </div>
    </>
  );
}
