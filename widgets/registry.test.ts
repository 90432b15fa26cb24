import { describe, expect, it } from 'vitest';
import { widgets, widgetNames } from './index';
import { widgetTable } from '../contract/pageModel/widgetNames';
import manifestSource from './index.ts?raw';

// Folders holding something other than a widget.
const NOT_WIDGETS = new Set(['core', 'testing']);

const folders = [
  ...new Set(Object.keys(import.meta.glob('./*/*.tsx')).map((p) => p.split('/')[1])),
].filter((f) => !NOT_WIDGETS.has(f));

describe('widget registry', () => {
  it.each(widgetNames)('%s loads a component', async (name) => {
    const mod = await widgets[name].load();
    expect(typeof mod.default).toBe('function');
  });

  // The server validates `ui:widget` against the contract's table: a widget registered here but not
  // there would be refused on save, one named there but not here would draw an error in the page.
  it('registers exactly the names of contract/pageModel/widgetNames.ts, each for the same use', () => {
    expect(Object.keys(widgets).sort()).toEqual(Object.keys(widgetTable).sort());
    for (const name of widgetNames) expect(widgets[name].use, name).toBe(widgetTable[name]);
  });

  it('lists every widget folder, and each folder once', () => {
    const loaded = [...manifestSource.matchAll(/import\('\.\/(\w+)\/(\w+)'\)/g)].map((m) => {
      expect(m[2]).toBe(m[1]);
      return m[1];
    });
    expect(new Set(loaded).size).toBe(loaded.length);
    expect([...loaded].sort()).toEqual([...folders].sort());
  });

  it('each widget folder has its component, stories and test', () => {
    const files = new Set(Object.keys(import.meta.glob('./*/*.{tsx,ts}')));
    for (const f of folders) {
      for (const suffix of ['.tsx', '.stories.tsx', '.test.tsx']) expect(files.has(`./${f}/${f}${suffix}`), `${f}${suffix}`).toBe(true);
    }
  });
});
