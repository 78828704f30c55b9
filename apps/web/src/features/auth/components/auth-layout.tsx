import type { ReactNode } from 'react';
import { AuthShowcase } from './auth-showcase';

/** The two-column frame of the sign-in and registration pages (one column on small screens). */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 lg:grid-cols-2">
      <AuthShowcase />
      <div className="rounded-[2rem] border border-rose-100 bg-white p-6 shadow-soft sm:p-10">{children}</div>
    </div>
  );
}
