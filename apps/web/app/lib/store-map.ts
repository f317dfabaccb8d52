/**
 * What the store locator's map shows: the tiles of the configured tile server, a marker per store
 * and the map's own texts. Shared by the server's reading of the tile settings
 * (map-tiles.server.ts), the map component and its browser-only half.
 */
export interface MapTiles {
  /** URL template of the tile server, e.g. https://tile.example.org/{z}/{x}/{y}.png. */
  template: string;
  /** The credit line the tile server asks for, plain text. */
  attribution: string | null;
}

export interface MapMarker {
  slug: string;
  name: string;
  latitude: number;
  longitude: number;
  /** The store's page. */
  href: string;
}

/** The map's own controls, in the page's language. */
export interface MapTexts {
  zoomIn: string;
  zoomOut: string;
  close: string;
}
