import { lazy, type ComponentType } from 'react';
import type { WidgetRegistry, WidgetUse } from '../widgets/index';

// Components are typed by their own props; callers name the props they pass.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

// The one React.lazy per registry and name, made on first use and kept: form fields, search controls
// and table cells share it, so each widget's chunk loads once and its component identity stays stable
// across renders (a fresh lazy per render would remount the field and lose what was typed).
const cache = new WeakMap<WidgetRegistry, Map<string, AnyComponent>>();

/** `make()` once per registry and name, kept in `store` (a registry dropped by the app is let go). */
export function perRegistry<T>(store: WeakMap<WidgetRegistry, Map<string, T>>, registry: WidgetRegistry, name: string, make: () => T | null): T | null {
  let byName = store.get(registry);
  if (!byName) {
    byName = new Map();
    store.set(registry, byName);
  }
  const kept = byName.get(name);
  if (kept) return kept;
  const made = make();
  if (made) byName.set(name, made);
  return made;
}

/** The registry's widget `name` for `use`, loading lazily; null when the registry has no such widget. */
export function lazyWidget<P>(registry: WidgetRegistry, name: string, use: WidgetUse): ComponentType<P> | null {
  // A designer's names are data: only the registry's own keys answer to them.
  if (!Object.hasOwn(registry, name)) return null;
  const entry = registry[name as keyof WidgetRegistry];
  if (entry.use !== use) return null;
  return perRegistry(cache, registry, name, () => lazy(entry.load)) as ComponentType<P>;
}
