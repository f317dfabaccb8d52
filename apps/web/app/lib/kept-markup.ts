/**
 * Parts of every page the server renders once and keeps: the header's mega menu and the footer's
 * link lists hold a third of a product page's elements, and they follow from the store view's
 * theme alone (a read the shop keeps, lib/site-theme.server.ts). The server renders such a part
 * the first time to HTML and afterwards writes that HTML in its place; the browser renders the
 * same elements as always and hydrates them from that HTML.
 *
 * A part may be kept only if its HTML follows from its owner (the kept read it shows, whose
 * identity changes when it is read anew) and its key (whatever else it shows: the language, an
 * id) alone: no state, no context, nothing of the visitor. Event handlers are not part of HTML.
 */
import { createContext, type ReactNode, useContext } from 'react';

/** Renders a part once per owner and key, and returns its HTML (the server's; see .server.ts). */
export type KeepMarkup = (owner: object, key: string, render: () => ReactNode) => string;

/** The server's keeper (entry.server); none in the browser, which renders every part. */
export const KeptMarkupContext = createContext<KeepMarkup | null>(null);

export function useKeepMarkup(): KeepMarkup | null {
  return useContext(KeptMarkupContext);
}

/**
 * The children of an element as props: the part's kept HTML on the server, its elements in the
 * browser (and wherever no keeper is given).
 */
export function keptChildren(
  keep: KeepMarkup | null,
  owner: object,
  key: string,
  render: () => ReactNode,
): { children: ReactNode } | { dangerouslySetInnerHTML: { __html: string } } {
  if (!keep) return { children: render() };
  return { dangerouslySetInnerHTML: { __html: keep(owner, key, render) } };
}
