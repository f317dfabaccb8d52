/**
 * react-admin's layout, with the app bar's loading spinner named in the operator's language: a
 * progress bar without a name is announced as nothing by a screen reader (axe's
 * aria-progressbar-name), and react-admin's own spinner has none.
 */
import type { ReactNode } from 'react';
import {
  AppBar,
  Layout,
  LoadingIndicator,
  LocalesMenuButton,
  useLocales,
  useTranslate,
} from 'react-admin';

function NamedLoadingIndicator() {
  const translate = useTranslate();
  return <LoadingIndicator aria-label={translate('ra.page.loading')} />;
}

function Toolbar() {
  const locales = useLocales();
  return (
    <>
      {locales.length > 1 ? <LocalesMenuButton /> : null}
      <NamedLoadingIndicator />
    </>
  );
}

function ShopAppBar() {
  return <AppBar toolbar={<Toolbar />} />;
}

export function ShopLayout({ children }: { children: ReactNode }) {
  return <Layout appBar={ShopAppBar}>{children}</Layout>;
}
