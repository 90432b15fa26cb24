import { create } from 'zustand';
import { immer } from 'zustand/middleware/immer';

// Open tabs (spec §3 "Open-tab store", §4 "Tab views"). Views are keyed by path; cached names
// decide which pages keep their state while hidden.

export interface TagView {
  path: string;
  fullPath: string;
  name: string;
  title: string;
  meta: { title: string; affix?: boolean; noCache?: boolean; icon?: string };
}

export interface TagsState {
  visitedViews: TagView[];
  cachedViews: string[];
}

export const tagsReducers = {
  addView(s: TagsState, view: TagView) {
    const existing = s.visitedViews.find((v) => v.path === view.path);
    if (existing) existing.fullPath = view.fullPath; // same page, new query: remember where we were
    else s.visitedViews.push(view);
    if (!view.meta.noCache && view.name && !s.cachedViews.includes(view.name)) s.cachedViews.push(view.name);
  },
  delView(s: TagsState, view: Pick<TagView, 'path' | 'name'>) {
    s.visitedViews = s.visitedViews.filter((v) => v.path !== view.path || v.meta.affix);
    if (!s.visitedViews.some((v) => v.name === view.name)) s.cachedViews = s.cachedViews.filter((n) => n !== view.name);
  },
  delCachedView(s: TagsState, view: Pick<TagView, 'name'>) {
    s.cachedViews = s.cachedViews.filter((n) => n !== view.name);
  },
  delOthersViews(s: TagsState, view: Pick<TagView, 'path'>) {
    s.visitedViews = s.visitedViews.filter((v) => v.meta.affix || v.path === view.path);
    const keep = new Set(s.visitedViews.map((v) => v.name));
    s.cachedViews = s.cachedViews.filter((n) => keep.has(n));
  },
  delAllViews(s: TagsState) {
    s.visitedViews = s.visitedViews.filter((v) => v.meta.affix);
    const keep = new Set(s.visitedViews.map((v) => v.name));
    s.cachedViews = s.cachedViews.filter((n) => keep.has(n));
  },
  /** The language changed: open tags take their pages' new titles (by path). */
  retitle(s: TagsState, titles: Record<string, string>) {
    for (const v of s.visitedViews) {
      const title = titles[v.path];
      if (title && title !== v.title) {
        v.title = title;
        v.meta.title = title;
      }
    }
  },
  /** Logging out closes every tab, affixed ones included. */
  clear(s: TagsState) {
    s.visitedViews = [];
    s.cachedViews = [];
  },
};

type Actions = {
  [K in keyof typeof tagsReducers]: (typeof tagsReducers)[K] extends (s: TagsState, ...a: infer A) => void ? (...a: A) => void : never;
};

export const useTagsView = create<TagsState & Actions>()(
  immer((set) => ({
    visitedViews: [],
    cachedViews: [],
    addView: (v) => set((s) => tagsReducers.addView(s, v)),
    delView: (v) => set((s) => tagsReducers.delView(s, v)),
    delCachedView: (v) => set((s) => tagsReducers.delCachedView(s, v)),
    delOthersViews: (v) => set((s) => tagsReducers.delOthersViews(s, v)),
    delAllViews: () => set((s) => tagsReducers.delAllViews(s)),
    retitle: (titles) => set((s) => tagsReducers.retitle(s, titles)),
    clear: () => set((s) => tagsReducers.clear(s)),
  })),
);
