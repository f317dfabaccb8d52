/**
 * The map of the store locator's pages: a marker per store on the tiles of the configured tile
 * server. The map library is loaded only here, in the browser, after the page is shown
 * (store-map.client.ts, its own chunk): no other page's JavaScript carries it, and the server's
 * HTML holds a box of the map's size, so nothing shifts. The list next to it holds every store
 * the map shows, so the page works the same when the tiles (or the library) cannot load.
 */
import { useEffect, useRef, useState } from 'react';
import type { MapMarker, MapTexts, MapTiles } from '../../lib/store-map.ts';
import styles from './stores.module.css';

export interface StoreMapProps {
  tiles: MapTiles;
  markers: readonly MapMarker[];
  /** The map's accessible name. */
  label: string;
  texts: MapTexts;
  /** Shown under the map when its tiles could not load. */
  unavailableText: string;
  /** Opens a store's page inside the app (a marker's popup link). */
  onOpen?: (href: string) => void;
  /** A taller map (the locator's desktop column). */
  tall?: boolean;
}

export function StoreMap({
  tiles,
  markers,
  label,
  texts,
  unavailableText,
  onOpen,
  tall,
}: StoreMapProps) {
  const element = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const open = useRef(onOpen);
  open.current = onOpen;
  // The markers as a value: a new array with the same stores draws nothing again.
  const key = JSON.stringify(markers);
  const textKey = JSON.stringify(texts);

  useEffect(() => {
    const container = element.current;
    if (!container) return;
    let current = true;
    let remove: (() => void) | undefined;
    setFailed(false);
    import('./store-map.client.ts').then(
      ({ drawStoreMap }) => {
        if (!current) return;
        remove = drawStoreMap(container, {
          tiles,
          markers: JSON.parse(key) as MapMarker[],
          texts: JSON.parse(textKey) as MapTexts,
          onTileError: () => setFailed(true),
          onOpen: open.current ? (href) => open.current?.(href) : undefined,
        });
      },
      (error: unknown) => {
        console.warn('[stores] the map could not be loaded:', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
      remove?.();
    };
  }, [tiles, key, textKey]);

  return (
    <div className={styles.mapFrame}>
      {/* biome-ignore lint/a11y/useSemanticElements: a map is a region, not a section of text */}
      <div
        ref={element}
        className={`${styles.map} ${tall ? styles.mapTall : ''}`}
        role="region"
        aria-label={label}
      />
      {failed ? (
        <p className={styles.mapNote} role="status">
          {unavailableText}
        </p>
      ) : null}
    </div>
  );
}
