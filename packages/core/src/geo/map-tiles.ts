/**
 * The map tile setting of the store locator: a URL template of a tile server speaking the usual
 * "slippy map" protocol (`{z}/{x}/{y}` in the path, optionally `{s}` for a subdomain). The
 * storefront loads tiles straight from that server, so its origin is what the pages' image
 * policy allows.
 */

/**
 * Whether a storefront path is one of the pages that show the store map (the store locator and a
 * store's page, in both store views): only their documents may load tiles. The shop's mount sets
 * their image policy by it, and the pages check by it that the document they run in is theirs.
 */
export function isMapPagePath(pathname: string): boolean {
  return /^(?:\/de)?\/storelocator(?:\/[^/]+)?\/?$/.test(pathname);
}

/**
 * The tiles a shop gets when it names none: OpenStreetMap's standard tile server, with the credit
 * its licence asks for. Its usage policy allows a shop's store pages at modest traffic; a busy
 * shop names a tile service of its own. The value `off` shows no map at all.
 */
export const DEFAULT_MAP_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const DEFAULT_MAP_TILE_ATTRIBUTION = '© OpenStreetMap contributors';
export const MAP_TILES_OFF = 'off';

/**
 * The tile template and credit the settings name: unset or blank gives the default tile server
 * and its credit, `off` gives none (null), anything else is the template as given, with the credit
 * given beside it.
 */
export function mapTileChoice(
  url: string | undefined,
  attribution: string | undefined,
): { template: string; attribution: string | null } | null {
  const value = url?.trim() ?? '';
  if (value.toLowerCase() === MAP_TILES_OFF) return null;
  if (value === '')
    return { template: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_TILE_ATTRIBUTION };
  return { template: value, attribution: attribution?.trim() || null };
}

/** Subdomains `{s}` stands for, as tile servers conventionally name them. */
export const MAP_TILE_SUBDOMAINS = ['a', 'b', 'c'] as const;

export interface MapTileSetting {
  /** The template as given, e.g. `https://tile.example.org/{z}/{x}/{y}.png`. */
  template: string;
  /** Every origin a tile may come from (one per subdomain when the host holds `{s}`). */
  origins: string[];
}

/**
 * The tile setting of a template, or a message naming what is wrong: an http(s) URL without
 * credentials, with `{z}`, `{x}` and `{y}`, `{s}` only in the host.
 */
export function parseMapTileTemplate(
  value: string,
): { ok: true; setting: MapTileSetting } | { ok: false; message: string } {
  const template = value.trim();
  const missing = ['{z}', '{x}', '{y}'].filter((part) => !template.includes(part));
  if (missing.length > 0) return { ok: false, message: `must hold ${missing.join(', ')}` };
  const subdomains = template.includes('{s}') ? MAP_TILE_SUBDOMAINS : [''];
  let urls: URL[];
  try {
    urls = subdomains.map((subdomain) => new URL(template.replaceAll('{s}', subdomain)));
  } catch {
    return { ok: false, message: 'must be an absolute http or https URL' };
  }
  const first = urls[0] as URL;
  if (first.protocol !== 'https:' && first.protocol !== 'http:') {
    return { ok: false, message: 'must be an absolute http or https URL' };
  }
  if (first.username || first.password) return { ok: false, message: 'must not hold credentials' };
  if (template.includes('{s}') && !/^https?:\/\/[^/]*\{s\}/.test(template)) {
    return { ok: false, message: 'may hold {s} only in the host name' };
  }
  return { ok: true, setting: { template, origins: [...new Set(urls.map((url) => url.origin))] } };
}
