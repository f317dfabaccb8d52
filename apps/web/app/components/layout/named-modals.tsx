/**
 * The host of the layout's named modals (secondary-areas §2 Layout: terms and conditions,
 * feature not implemented, language switcher): one at a time, opened by `openNamedModal` from
 * anywhere (stores/ui.ts). Each modal's code loads when it is first opened (SidebarPanel: the
 * loading-error box after 3 s), so no page's first load carries it.
 */
import { lazy, Suspense } from 'react';
import { closeNamedModal, type NamedModal, useUi } from '../../stores/ui.ts';

// Even the panel host loads on the first opening: no page's first load carries any of it.
const SidebarPanel = lazy(() =>
  import('./sidebar-panel.tsx').then((module) => ({ default: module.SidebarPanel })),
) as unknown as typeof import('./sidebar-panel.tsx').SidebarPanel;

const loadTerms = () => import('./terms-modal.tsx');
const loadFeatureNotImplemented = () => import('./feature-not-implemented-modal.tsx');
const loadLanguageSwitcher = () => import('./language-switcher-modal.tsx');

export function NamedModals() {
  const modal = useUi((ui) => ui.namedModal ?? null);
  if (!modal) return null;
  return (
    <Suspense fallback={null}>
      <Modal key={modal.name} modal={modal} />
    </Suspense>
  );
}

function Modal({ modal }: { modal: NamedModal }) {
  switch (modal.name) {
    case 'terms':
      return <SidebarPanel load={loadTerms} panelProps={{}} onClose={closeNamedModal} />;
    case 'feature-not-implemented':
      return (
        <SidebarPanel
          load={loadFeatureNotImplemented}
          panelProps={{ feature: modal.feature, instead: modal.instead }}
          onClose={closeNamedModal}
        />
      );
    case 'language-switcher':
      return <SidebarPanel load={loadLanguageSwitcher} panelProps={{}} onClose={closeNamedModal} />;
  }
}
