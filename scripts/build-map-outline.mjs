#!/usr/bin/env node
// Writes public/maps/indonesia.geo.json: Indonesia's land (Natural Earth 1:10m, from the world-atlas package) for the
// maps drawn without a tile server (NEXT_PUBLIC_MAP_TILE_URL unset), so they show coasts instead of an empty grid.
// Coordinates are rounded to 0.001° (about 100 m) and islets under MIN_AREA are left out to keep the file small.
// Run after upgrading world-atlas: node scripts/build-map-outline.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';

const require = createRequire(import.meta.url);
const INDONESIA = '360'; // ISO 3166-1 numeric
const MIN_AREA = 0.0005; // square degrees (about 6 km²)

const topology = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8'));
const country = feature(topology, topology.objects.countries).features.find((f) => String(f.id) === INDONESIA);
if (!country) throw new Error('Indonesia is not in world-atlas/countries-10m.json');

const round = ([lng, lat]) => [Math.round(lng * 1000) / 1000, Math.round(lat * 1000) / 1000];
const ringArea = (ring) =>
  Math.abs(
    ring.reduce((sum, [x1, y1], i) => {
      const [x2, y2] = ring[(i + 1) % ring.length];
      return sum + (x1 * y2 - x2 * y1);
    }, 0),
  ) / 2;
const polygons = country.geometry.type === 'Polygon' ? [country.geometry.coordinates] : country.geometry.coordinates;
const kept = polygons
  .filter((polygon) => ringArea(polygon[0]) >= MIN_AREA)
  .map((polygon) => polygon.map((ring) => ring.map(round)));

const out = {
  type: 'Feature',
  properties: { name: 'Indonesia', source: 'Natural Earth 1:10m via world-atlas' },
  geometry: { type: 'MultiPolygon', coordinates: kept },
};
writeFileSync('public/maps/indonesia.geo.json', JSON.stringify(out));
console.log(`public/maps/indonesia.geo.json: ${kept.length} of ${polygons.length} polygons`);
