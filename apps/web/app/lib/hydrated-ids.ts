/**
 * The server renders the storefront with React and the browser hydrates it with Preact
 * (decision 106). Both agree on every attribute but the ids that `useId` makes: React writes
 * `_R_…_`, Preact `P0-…`. Preact, like React, does not rewrite the attributes of the server's
 * elements while it hydrates, so an element's server id and the ids that later renders refer
 * to (a panel's `aria-controls`, a label's `for`, `getElementById` in an effect) would part.
 * After each element's render this writes its id and the attributes that name ids as the
 * browser's render has them; on an element that already agrees it only reads them.
 */
import { options, type VNode } from 'preact';

/** Props that hold an element's id or the ids of other elements, and their attributes. */
const ID_ATTRIBUTES: ReadonlyMap<string, string> = new Map([
  ['id', 'id'],
  ['htmlFor', 'for'],
  ['for', 'for'],
  ['aria-controls', 'aria-controls'],
  ['aria-labelledby', 'aria-labelledby'],
  ['aria-describedby', 'aria-describedby'],
  ['aria-activedescendant', 'aria-activedescendant'],
  ['aria-owns', 'aria-owns'],
  ['aria-errormessage', 'aria-errormessage'],
  ['aria-details', 'aria-details'],
  ['list', 'list'],
  ['form', 'form'],
  ['popoverTarget', 'popovertarget'],
]);

/** Preact keeps a rendered element's DOM node on the vnode under this (mangled, stable) name. */
interface RenderedVNode extends VNode {
  __e?: Node | null;
}

export function alignHydratedIds(): void {
  const next = options.diffed;
  options.diffed = (vnode) => {
    const dom = (vnode as RenderedVNode).__e;
    if (typeof vnode.type === 'string' && dom instanceof Element) {
      // An element has a few props and hardly ever one that names an id: its own props are
      // looked up among the id props, not each id prop among its props (this runs after every
      // element's render: about 600 on a product page, 1,200 on a category page, as it hydrates).
      const props = vnode.props as Record<string, unknown>;
      for (const prop in props) {
        const attribute = ID_ATTRIBUTES.get(prop);
        if (attribute === undefined) continue;
        const value = props[prop];
        if (typeof value === 'string' && dom.getAttribute(attribute) !== value) {
          dom.setAttribute(attribute, value);
        }
      }
    }
    next?.(vnode);
  };
}
