/**
 * The header in which the API names the output-cache tags of an answer (space-separated): the
 * storefront's server render collects them for the page it renders, and its kept shared reads
 * pass them on to every page that uses them.
 */
export const PAGE_TAGS_HEADER = 'x-page-tags';
