import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The dependency rule of docs/architecture.md, checked on every import of every .ts/.tsx file:
 * `src → renderer → widgets → contract` and `server → contract`; schemas/*.json is data either side
 * may read. tests/, bench/, scripts/ and .storybook/ may import anything.
 */
const root = resolve(__dirname, '..');
const LAYERS = ['src', 'renderer', 'widgets', 'contract', 'server', 'schemas'] as const;
type Layer = (typeof LAYERS)[number];
const MAY_IMPORT: Record<Layer, readonly Layer[]> = {
  src: ['src', 'renderer', 'widgets', 'contract'],
  renderer: ['renderer', 'widgets', 'contract'],
  widgets: ['widgets', 'contract'],
  contract: ['contract'],
  server: ['server', 'contract'],
  schemas: [],
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'node_modules' ? [] : files(p);
    return /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

const layerOf = (path: string): Layer | null => {
  const top = relative(root, path).split(/[\\/]/)[0];
  return (LAYERS as readonly string[]).includes(top) ? (top as Layer) : null;
};

// Static, dynamic and type imports, re-exports and import.meta.glob patterns.
const SPECIFIERS = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|import\.meta\.glob\(\s*)['"](\.{1,2}\/[^'"]+)['"]/g;

export function forbiddenImports(): string[] {
  const out: string[] = [];
  for (const layer of LAYERS) {
    for (const file of files(join(root, layer))) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(SPECIFIERS)) {
        const target = resolve(dirname(file), m[1]);
        const to = layerOf(target);
        if (!to || MAY_IMPORT[layer].includes(to)) continue;
        // The JSON page files (and the meta-schema) are data every side may read.
        if (to === 'schemas' && target.endsWith('.json')) continue;
        out.push(`${relative(root, file)} → ${m[1]}`);
      }
    }
  }
  return out;
}

describe('the dependency rule', () => {
  it('no file imports against src → renderer → widgets → contract, server → contract', () => {
    expect(forbiddenImports()).toEqual([]);
  });

  // The renderer receives the registry as a value (PageRenderer's `widgets`): its runtime code may
  // name the registry's types, never load the registry itself.
  it('renderer runtime code imports widgets/index for types only', () => {
    const offenders = files(join(root, 'renderer'))
      .filter((f) => !/\.(test|stories)\.tsx?$/.test(f))
      .filter((f) => /^import (?!type )[^;]*from '[./]*widgets\/index';/m.test(readFileSync(f, 'utf8')))
      .map((f) => relative(root, f));
    expect(offenders).toEqual([]);
  });

  it('the scan sees imports (a rule that finds nothing to check proves nothing)', () => {
    const seen = files(join(root, 'server')).some((f) => /from '\.\.\/\.\.\/contract\//.test(readFileSync(f, 'utf8')));
    expect(seen).toBe(true);
  });
});
