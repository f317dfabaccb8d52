/**
 * The server's keeper of rendered parts (lib/kept-markup.ts). A part's HTML is kept with its
 * owner, the kept read it shows: when the shop reads the theme anew, the new read is a new owner
 * and the old HTML goes with the old read. React's string renderer is a copy of its own, apart
 * from the page's streaming render that calls it.
 */
import { renderToString } from 'react-dom/server';
import type { KeepMarkup } from './kept-markup.ts';

const kept = new WeakMap<object, Map<string, string>>();

export const keepMarkup: KeepMarkup = (owner, key, render) => {
  let byKey = kept.get(owner);
  if (!byKey) {
    byKey = new Map();
    kept.set(owner, byKey);
  }
  let html = byKey.get(key);
  if (html === undefined) {
    html = renderToString(render());
    byKey.set(key, html);
  }
  return html;
};
