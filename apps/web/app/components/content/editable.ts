/**
 * Storyblok's visual editor marks (drafts only): a block's `_editable` is an HTML comment
 * `<!--#storyblok#{…json…}-->`; the editor's bridge finds a block by the element attributes
 * `data-blok-c` (the comment's JSON) and `data-blok-uid` (`{id}-{uid}`). Published stories carry
 * no `_editable`, so nothing is added outside the preview.
 */

const MARK = /^<!--#storyblok#(.*)-->$/s;

export function editableAttributes(
  editable: unknown,
): { 'data-blok-c': string; 'data-blok-uid': string } | Record<string, never> {
  if (typeof editable !== 'string') return {};
  const match = MARK.exec(editable.trim());
  if (!match?.[1]) return {};
  try {
    const options = JSON.parse(match[1]) as { id?: unknown; uid?: unknown };
    if (options === null || typeof options !== 'object') return {};
    return {
      'data-blok-c': JSON.stringify(options),
      'data-blok-uid': `${String(options.id ?? '')}-${String(options.uid ?? '')}`,
    };
  } catch {
    return {};
  }
}
