import { describe, expect, it } from 'vitest';
import { chinaGeometry, extractRegisterMap } from './geometry';

describe('the shipped map geometry', () => {
  it('is the provinces of China as GeoJSON, read from the package without network', () => {
    const geo = JSON.parse(chinaGeometry());
    expect(geo.type).toBe('FeatureCollection');
    const names = geo.features.map((f: { properties: { name: string } }) => f.properties.name);
    expect(names).toContain('广东');
    expect(names.length).toBeGreaterThanOrEqual(34);
  });

  it('takes the object out of the UMD wrapper', () => {
    const script = "(function(){ echarts.registerMap('china', {\"type\":\"FeatureCollection\",\"features\":[]});\n}));";
    expect(JSON.parse(extractRegisterMap(script, 'china'))).toEqual({ type: 'FeatureCollection', features: [] });
    expect(() => extractRegisterMap('nothing here', 'china')).toThrow();
  });
});
