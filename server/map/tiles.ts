import type { MapTiles } from '../../src/contract/shifts';

/** OpenStreetMap's own tile server, under its tile usage policy (docs/deployment.md, "Office map"). */
const OPENSTREETMAP: MapTiles = { tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', attribution: '© kontributor OpenStreetMap' };

/**
 * Where the console's office map takes its tiles: MAP_TILE_URL (an http(s) template with {z}, {x} and {y}, and
 * optionally {s} as the first label of the host) with MAP_TILE_ATTRIBUTION, or OpenStreetMap's.
 */
export function mapTilesFromEnv(env: NodeJS.ProcessEnv): MapTiles {
  if (!env.MAP_TILE_URL) return OPENSTREETMAP;
  const tileUrl = env.MAP_TILE_URL;
  const sample = URL.canParse(fillIn(tileUrl)) ? new URL(fillIn(tileUrl)) : null;
  const placeholders = ['{z}', '{x}', '{y}'].every((part) => tileUrl.includes(part)) && !/[\s;,'"]/.test(tileUrl);
  const subdomains = !tileUrl.includes('{s}') || /^https?:\/\/\{s\}\./.test(tileUrl);
  if (!sample || !/^https?:$/.test(sample.protocol) || !placeholders || !subdomains) {
    throw new Error(`MAP_TILE_URL harus berupa alamat http(s) dengan {z}, {x} dan {y}, misalnya ${OPENSTREETMAP.tile_url}: ${tileUrl}`);
  }
  return { tile_url: tileUrl, attribution: env.MAP_TILE_ATTRIBUTION ?? '' };
}

const fillIn = (tileUrl: string) => tileUrl.replace(/\{[a-z]+\}/g, '0');

/** The one origin the content security policy lets images come from besides the app's own ({s}: any of its subdomains). */
export function tileSource({ tile_url }: MapTiles): string {
  const { protocol, host } = new URL(fillIn(tile_url));
  return tile_url.includes('{s}') ? `${protocol}//*.${host.split('.').slice(1).join('.')}` : `${protocol}//${host}`;
}
