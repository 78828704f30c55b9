import { Outlet } from 'react-router';
import { useSession } from '@/lib/session';
import { LoginRequiredPanel } from './guard-panels';

/** The logged-in guard: a stored access token lets the page through (the API still checks it). */
export function RequireAuth() {
  const { isSignedIn } = useSession();
  return isSignedIn ? <Outlet /> : <LoginRequiredPanel />;
}
