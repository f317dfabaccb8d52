/**
 * The open named modal of the layout (see named-modals.tsx), loaded with its first opening: the
 * modal's own code loads in the panel host (SidebarPanel: the loading-error box after 3 s).
 */
import { closeNamedModal, type NamedModal as Named } from '../../stores/ui.ts';
import { SidebarPanel } from './sidebar-panel.tsx';

const loadTerms = () => import('./terms-modal.tsx');
const loadFeatureNotImplemented = () => import('./feature-not-implemented-modal.tsx');
const loadLanguageSwitcher = () => import('./language-switcher-modal.tsx');

export default function NamedModal({ modal }: { modal: Named }) {
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
