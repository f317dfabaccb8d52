/**
 * The account's life in the layout: after hydration, a stored login loads the user store and the
 * customer (nothing is loaded for guests); the authentication modal is loaded when it opens.
 */
import { lazy, Suspense, useEffect } from 'react';
import { useStoreView } from '../../lib/i18n.ts';
import { getAccessToken } from '../../stores/session.ts';
import { useUi } from '../../stores/ui.ts';

const AuthModal = lazy(() => import('./auth-modal.tsx'));

export function AccountRuntime() {
  const storeView = useStoreView();
  const view = useUi((ui) => ui.authModal);

  useEffect(() => {
    if (getAccessToken())
      import('../../stores/user.ts').then((user) => user.startSession(storeView));
  }, [storeView]);

  return view ? (
    <Suspense fallback={null}>
      <AuthModal view={view} />
    </Suspense>
  ) : null;
}
