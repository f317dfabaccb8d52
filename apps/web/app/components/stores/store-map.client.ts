/**
 * Draws the store map with Leaflet: loaded by store-map.tsx in the browser only, as a chunk of
 * its own. Markers are the shop's own pins (a styled element, no image files); a marker's popup
 * names the store and links to its page. Text goes in as text, never as HTML.
 */
import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet/dist/leaflet-src.esm.js';
import type { MapMarker, MapTexts, MapTiles } from '../../lib/store-map.ts';
import styles from './stores.module.css';

interface DrawOptions {
  tiles: MapTiles;
  markers: readonly MapMarker[];
  texts: MapTexts;
  onTileError: () => void;
  /** Opens a store's page inside the app; without it the popup's link is a plain link. */
  onOpen?: (href: string) => void;
}

/** The zoom of a map with one store: its street and the streets around it. */
const SINGLE_STORE_ZOOM = 15;
/** Where the map looks before it knows any store: the Netherlands and Germany. */
const OVERVIEW: L.LatLngBoundsExpression = [
  [47.3, 3.4],
  [55.1, 15.0],
];

/** Draws the map into `container`; returns what removes it again. */
export function drawStoreMap(container: HTMLElement, options: DrawOptions): () => void {
  // Leaflet's own controls speak English: the zoom buttons and the popup's close button get the
  // page's words.
  const map = L.map(container, {
    scrollWheelZoom: false,
    attributionControl: true,
    zoomControl: false,
  });
  L.control
    .zoom({ zoomInTitle: options.texts.zoomIn, zoomOutTitle: options.texts.zoomOut })
    .addTo(map);
  map.on('popupopen', (event) => {
    event.popup
      .getElement()
      ?.querySelector('.leaflet-popup-close-button')
      ?.setAttribute('aria-label', options.texts.close);
  });
  map.attributionControl.setPrefix(false);
  const layer = L.tileLayer(options.tiles.template, {
    maxZoom: 18,
    attribution: options.tiles.attribution ? escapeHtml(options.tiles.attribution) : '',
  });
  let reported = false;
  layer.on('tileerror', () => {
    if (reported) return;
    reported = true;
    options.onTileError();
  });
  layer.addTo(map);

  const icon = L.divIcon({
    className: styles.pin ?? '',
    iconSize: [28, 36],
    iconAnchor: [14, 36],
    popupAnchor: [0, -32],
  });
  const points: L.LatLngTuple[] = [];
  for (const marker of options.markers) {
    const point: L.LatLngTuple = [marker.latitude, marker.longitude];
    points.push(point);
    L.marker(point, { icon, title: marker.name, alt: marker.name, keyboard: true })
      .bindPopup(() => popupOf(marker, options.onOpen))
      .addTo(map);
  }
  if (points.length === 1) map.setView(points[0] as L.LatLngTuple, SINGLE_STORE_ZOOM);
  else if (points.length > 1) map.fitBounds(points, { padding: [32, 32], maxZoom: 14 });
  else map.fitBounds(OVERVIEW);

  return () => map.remove();
}

function popupOf(marker: MapMarker, onOpen?: (href: string) => void): HTMLElement {
  const link = document.createElement('a');
  link.href = marker.href;
  link.textContent = marker.name;
  link.className = styles.popupLink ?? '';
  link.addEventListener('click', (event) => {
    // Inside the app, without a full page load (a plain link without JavaScript).
    if (!onOpen || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    onOpen(marker.href);
  });
  return link;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
