import { useSyncExternalStore } from 'react';

// A value many canvas nodes watch, where each node re-renders only when its own answer changes
// (selected or not, drop target or not): with 200 fields a selection redraws two nodes, not 200.

export interface Signal<T> {
  get(): T;
  set(v: T): void;
  subscribe(fn: () => void): () => void;
}

export function signal<T>(initial: T): Signal<T> {
  let value = initial;
  const subs = new Set<() => void>();
  return {
    get: () => value,
    set(v) {
      if (Object.is(v, value)) return;
      value = v;
      for (const fn of subs) fn();
    },
    subscribe(fn) {
      subs.add(fn);
      return () => subs.delete(fn);
    },
  };
}

/** `pick(value)` of a signal; the component re-renders only when that answer changes. */
export function useSignal<T, R>(s: Signal<T>, pick: (v: T) => R): R {
  return useSyncExternalStore(s.subscribe, () => pick(s.get()), () => pick(s.get()));
}
