/**
 * The authentication modal in the layout, loaded when it opens. Nothing else of the account
 * loads up front: the account pages load the customer, and the cart's calls carry the stored
 * token (refreshed through the user store's token queue when it has expired).
 */
import { lazy, Suspense } from 'react';
import { useUi } from '../../stores/ui.ts';

const AuthModal = lazy(() => import('./auth-modal.tsx'));

export function AccountRuntime() {
  const view = useUi((ui) => ui.authModal);
  return view ? (
    <Suspense fallback={null}>
      <AuthModal view={view} />
    </Suspense>
  ) : null;
}
