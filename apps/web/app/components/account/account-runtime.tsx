/**
 * The authentication modal in the layout, loaded when it opens. Nothing else of the account
 * loads up front: the account pages load the customer, and the cart's calls carry the stored
 * token (refreshed through the API client's token queue when it has expired).
 */
import { lazy, Suspense } from 'react';
import { setSessionExpiredHandler } from '../../lib/session.ts';
import { useUi } from '../../stores/ui.ts';

// A login whose refresh was refused ends in this browser: the API client (lib) reports it, and
// the stores' session end (loaded then) clears the customer's data and opens the sign-up modal.
setSessionExpiredHandler(() => {
  void import('../../stores/session-end.ts').then(({ endExpiredSession }) => endExpiredSession());
});

const AuthModal = lazy(() => import('./auth-modal.tsx'));

export function AccountRuntime() {
  const view = useUi((ui) => ui.authModal);
  return view ? (
    <Suspense fallback={null}>
      <AuthModal view={view} />
    </Suspense>
  ) : null;
}
