/**
 * Where the app bridge lives in the document: nothing outside the app. In the app (lib/app-bridge.ts
 * isInApp, known only in the browser after hydration) it loads the bridge's runtime, whose code no
 * page outside the app fetches.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { isInApp } from '../../lib/app-bridge.ts';

const AppBridgeRuntime = lazy(() => import('./app-bridge-runtime.tsx'));

export function AppBridgeHost() {
  const [inApp, setInApp] = useState(false);
  useEffect(() => setInApp(isInApp()), []);
  return inApp ? (
    <Suspense fallback={null}>
      <AppBridgeRuntime />
    </Suspense>
  ) : null;
}
