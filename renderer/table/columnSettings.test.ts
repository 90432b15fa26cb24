import { beforeEach, describe, expect, it } from 'vitest';
import type { ColumnDef } from '../../contract/pageModel/pageSchema';
import { loadSettings, moveColumn, reconcile, saveSettings, storageKey, toggleColumn, visibleColumns } from './columnSettings';

const cols: ColumnDef[] = [
  { field: 'a', label: 'A' },
  { field: 'b', label: 'B', defaultHidden: true },
  { field: 'c', label: 'C' },
];

beforeEach(() => localStorage.clear());

describe('column settings', () => {
  it('start from the schema: order as written, defaultHidden hidden', () => {
    const s = loadSettings('p', cols);
    expect(visibleColumns(cols, s).map((c) => c.field)).toEqual(['a', 'c']);
  });
  it('are remembered per screen under the product prefix', () => {
    saveSettings('p', moveColumn(loadSettings('p', cols), 'c', -1));
    expect(localStorage.getItem(storageKey('p'))).toContain('"order"');
    expect(storageKey('p').startsWith('educloud_')).toBe(true);
    expect(loadSettings('p', cols).order).toEqual(['a', 'c', 'b']);
    expect(loadSettings('other', cols).order).toEqual(['a', 'b', 'c']);
  });
  it('survive schema changes: unknown fields dropped, new ones appended', () => {
    const s = reconcile([...cols, { field: 'd', label: 'D', defaultHidden: true }], { order: ['c', 'zzz', 'a'], hidden: ['a', 'zzz'] });
    expect(s.order).toEqual(['c', 'a', 'b', 'd']);
    expect(s.hidden).toEqual(['a', 'b', 'd']);
  });
  it('refuse to hide the last visible column', () => {
    const s = { order: ['a', 'b'], hidden: ['b'] };
    expect(toggleColumn(s, 'a')).toBeNull();
    expect(toggleColumn(s, 'b')!.hidden).toEqual([]);
  });
  it('ignore corrupt storage', () => {
    localStorage.setItem(storageKey('p'), '{not json');
    expect(loadSettings('p', cols).order).toEqual(['a', 'b', 'c']);
  });
});
