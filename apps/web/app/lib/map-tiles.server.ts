/**
 * The store locator's map tiles, from the settings MAP_TILE_URL (a tile server's URL template,
 * checked at the shop's start: apps/api config) and MAP_TILE_ATTRIBUTION (the credit the tile
 * server asks for, as plain text). Unset: OpenStreetMap's tiles; `off`: no map. The same for every
 * visitor, so the pages that carry it stay cacheable.
 */
import { mapTileChoice, parseMapTileTemplate } from '@shop/core';
import type { MapTiles } from './store-map.ts';

export function readMapTiles(env: NodeJS.ProcessEnv = process.env): MapTiles | null {
  const choice = mapTileChoice(env.MAP_TILE_URL, env.MAP_TILE_ATTRIBUTION);
  if (!choice) return null;
  const parsed = parseMapTileTemplate(choice.template);
  if (!parsed.ok) return null;
  return { template: parsed.setting.template, attribution: choice.attribution };
}
