import type { ReactNode } from 'react';
import { cn } from '@/components/ui/cn';

type OrderSectionProps = { title: string; icon?: ReactNode; children: ReactNode; className?: string };

/** A card of an order's page, the shopper's and the owner's alike: its heading (with an icon), then its facts. */
export function OrderSection({ title, icon, children, className }: OrderSectionProps) {
  return (
    <section className={cn('rounded-3xl border border-rose-100 bg-white p-5 shadow-soft sm:p-6', className)}>
      <h2 className="mb-4 flex items-center gap-2 text-lg font-extrabold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
