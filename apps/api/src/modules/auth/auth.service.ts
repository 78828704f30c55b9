import { accountSetup } from './account-setup.js';
import { authShared, type AuthServiceDeps } from './auth-shared.js';
import { passwordReset } from './password-reset.js';
import { profile } from './profile.js';
import { signIn } from './sign-in.js';
import { signUp } from './sign-up.js';
import { usernameRules } from './usernames.js';

export {
  SIGNUP_LAPSE_HOURS,
  THROTTLE_RULES,
  toUser,
  type AuthLog,
  type AuthServiceDeps,
  type IssuedTokens,
  type RequestContext,
  type SignedIn,
} from './auth-shared.js';
export { REFRESH_REUSE_GRACE_MS } from './sign-in.js';
export { isReservedUsername } from './usernames.js';

/**
 * Accounts and sign-ins, one file per reason to change: signing up and verifying the e-mail (sign-up.ts), signing
 * in, refreshing and out (sign-in.ts), the forgotten password (password-reset.ts), the shopper's own profile
 * (profile.ts) and the accounts the shop makes itself (account-setup.ts), over the budgets and steps they share
 * (auth-shared.ts, usernames.ts).
 */
export function authService(deps: AuthServiceDeps) {
  const shared = authShared(deps);
  const usernames = usernameRules(deps.repo);
  return {
    ...signUp(deps, shared, usernames),
    ...signIn(deps, shared),
    ...passwordReset(deps, shared),
    ...profile(deps, shared),
    ...accountSetup(deps, shared, usernames),
  };
}
export type AuthService = ReturnType<typeof authService>;
