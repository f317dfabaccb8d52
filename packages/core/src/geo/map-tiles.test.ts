import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAP_TILE_ATTRIBUTION,
  DEFAULT_MAP_TILE_URL,
  isMapPagePath,
  mapTileChoice,
  parseMapTileTemplate,
} from './map-tiles.ts';

describe('isMapPagePath', () => {
  it('names the store locator and a store page in both store views', () => {
    for (const path of [
      '/storelocator',
      '/storelocator/',
      '/storelocator/utrecht',
      '/de/storelocator/berlin-mitte',
    ]) {
      expect(isMapPagePath(path)).toBe(true);
    }
    for (const path of [
      '/',
      '/de',
      '/storelocatorx',
      '/storelocator/a/b',
      '/c/storelocator',
      '/nl/storelocator',
    ]) {
      expect(isMapPagePath(path)).toBe(false);
    }
  });
});

describe('parseMapTileTemplate', () => {
  it('accepts a tile server template and gives its origin for the page policy', () => {
    expect(parseMapTileTemplate(' https://tiles.example.org/osm/{z}/{x}/{y}.png ')).toEqual({
      ok: true,
      setting: {
        template: 'https://tiles.example.org/osm/{z}/{x}/{y}.png',
        origins: ['https://tiles.example.org'],
      },
    });
  });

  it('gives one origin per subdomain when the host holds {s}', () => {
    const parsed = parseMapTileTemplate('https://{s}.tile.example.org/{z}/{x}/{y}.png');
    expect(parsed.ok && parsed.setting.origins).toEqual([
      'https://a.tile.example.org',
      'https://b.tile.example.org',
      'https://c.tile.example.org',
    ]);
  });

  it('keeps the port of a local tile server', () => {
    const parsed = parseMapTileTemplate('http://127.0.0.1:4971/{z}/{x}/{y}.png');
    expect(parsed.ok && parsed.setting.origins).toEqual(['http://127.0.0.1:4971']);
  });

  it.each([
    ['https://tiles.example.org/{z}/{x}.png', 'must hold {y}'],
    ['tiles/{z}/{x}/{y}.png', 'must be an absolute http or https URL'],
    ['javascript:alert(1)//{z}/{x}/{y}', 'must be an absolute http or https URL'],
    ['https://user:secret@tiles.example.org/{z}/{x}/{y}.png', 'must not hold credentials'],
    ['https://tiles.example.org/{s}/{z}/{x}/{y}.png', 'may hold {s} only in the host name'],
  ])('refuses %s', (template, message) => {
    expect(parseMapTileTemplate(template)).toEqual({ ok: false, message });
  });
});

describe('mapTileChoice', () => {
  it('gives OpenStreetMap with its credit when no tile server is named', () => {
    const expected = { template: DEFAULT_MAP_TILE_URL, attribution: DEFAULT_MAP_TILE_ATTRIBUTION };
    expect(mapTileChoice(undefined, undefined)).toEqual(expected);
    expect(mapTileChoice('  ', 'ignored')).toEqual(expected);
    expect(parseMapTileTemplate(DEFAULT_MAP_TILE_URL).ok).toBe(true);
  });

  it('gives no map for off, in any case', () => {
    expect(mapTileChoice('off', undefined)).toBeNull();
    expect(mapTileChoice(' OFF ', 'x')).toBeNull();
  });

  it('keeps a named tile server with the credit given beside it, or none', () => {
    expect(mapTileChoice('https://t.example/{z}/{x}/{y}.png', ' © Example ')).toEqual({
      template: 'https://t.example/{z}/{x}/{y}.png',
      attribution: '© Example',
    });
    expect(mapTileChoice('https://t.example/{z}/{x}/{y}.png', '')).toEqual({
      template: 'https://t.example/{z}/{x}/{y}.png',
      attribution: null,
    });
  });
});
