import Fuse, { type IFuseOptions } from 'fuse.js';

// Header search (spec §5): fuzzy over visible routes, title weighted 0.7 and path 0.3, threshold 0.4.
export interface SearchEntry {
  title: string;
  path: string;
}

export const SEARCH_OPTIONS: IFuseOptions<SearchEntry> = {
  shouldSort: true,
  threshold: 0.4,
  location: 0,
  distance: 100,
  minMatchCharLength: 1,
  keys: [
    { name: 'title', weight: 0.7 },
    { name: 'path', weight: 0.3 },
  ],
};

export function createMenuSearch(entries: SearchEntry[]) {
  const fuse = new Fuse(entries, SEARCH_OPTIONS);
  return (query: string): SearchEntry[] => (query.trim() ? fuse.search(query.trim()).map((r) => r.item) : []);
}
