import { describe, expect, it } from 'vitest';
import { mapTilesFromEnv, tileSource } from '../../server/map/tiles';

/** docs/deployment.md, "Office map": MAP_TILE_URL and the one image origin the content security policy then allows. */
describe('the office map tiles', () => {
  it('takes OpenStreetMap with its attribution when nothing is set', () => {
    const tiles = mapTilesFromEnv({});
    expect(tiles).toEqual({ tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© kontributor OpenStreetMap' });
    expect(tileSource(tiles)).toBe('https://tile.openstreetmap.org');
  });

  it.each([
    ['https://tiles.pdam.example/osm/{z}/{x}/{y}.png', 'https://tiles.pdam.example'],
    ['http://10.0.0.5:8080/{z}/{x}/{y}.png', 'http://10.0.0.5:8080'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
  ])('allows images from exactly the origin of %s', (url, source) => {
    const tiles = mapTilesFromEnv({ MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: '© Peta PDAM' });
    expect(tiles).toEqual({ tile_url: url, attribution: '© Peta PDAM' });
    expect(tileSource(tiles)).toBe(source);
  });

  it.each([
    'tile.openstreetmap.org/{z}/{x}/{y}.png',
    'ftp://tiles.example/{z}/{x}/{y}.png',
    'https://tiles.example/{z}/{x}.png',
    'https://tiles.{s}.example/{z}/{x}/{y}.png',
    "https://tiles.example/{z}/{x}/{y}.png; script-src 'unsafe-inline'",
  ])('refuses to start with %s', (url) => {
    expect(() => mapTilesFromEnv({ MAP_TILE_URL: url })).toThrow(/MAP_TILE_URL/);
  });
});
