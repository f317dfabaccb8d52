/**
 * The host of the layout's named modals (secondary-areas §2 Layout: terms and conditions,
 * feature not implemented, language switcher): one at a time, opened by `openNamedModal` from
 * anywhere (stores/ui.ts). The choice of modal, the panel host and each modal's code load when a
 * modal is first opened, so no page's first load carries any of it.
 */
import { lazy, Suspense } from 'react';
import { useUi } from '../../stores/ui.ts';

const NamedModal = lazy(() => import('./named-modal.tsx'));

export function NamedModals() {
  const modal = useUi((ui) => ui.namedModal ?? null);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <NamedModal key={modal.name} modal={modal} />
    </Suspense>
  );
}
