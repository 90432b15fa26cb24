import { createElement, lazy, useState, type ComponentType } from 'react';
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
  return perRegistry(cache, registry, name, () => {
    const load = () => entry.load().then((m) => (remember(registry, name, m.default), m));
    const Lazy = lazy(load);
    // React.lazy shows its fallback on first use even when the code is already here (and React
    // holds a fallback at least ~300 ms): a widget whose code was loaded (preloadWidgets) renders at
    // once. Each mounted field keeps the component it started with, so it is never remounted.
    const Widget = (props: object) => {
      const [Comp] = useState<AnyComponent>(() => loadedWidgets.get(registry)?.get(name) ?? Lazy);
      return createElement(Comp, props);
    };
    Widget.displayName = `Widget(${name})`;
    return Widget;
  }) as ComponentType<P>;
}

const loadedWidgets = new WeakMap<WidgetRegistry, Map<string, AnyComponent>>();
function remember(registry: WidgetRegistry, name: string, comp: AnyComponent) {
  let byName = loadedWidgets.get(registry);
  if (!byName) loadedWidgets.set(registry, (byName = new Map()));
  byName.set(name, comp);
}

/** The registry widget names a ui schema uses (`ui:widget` at any depth: sub-tables, array items). */
export function widgetNamesOf(uiSchema: unknown, out = new Set<string>()): Set<string> {
  if (!uiSchema || typeof uiSchema !== 'object') return out;
  for (const [key, value] of Object.entries(uiSchema as Record<string, unknown>)) {
    if (key === 'ui:widget' && typeof value === 'string') out.add(value);
    else if (value && typeof value === 'object') widgetNamesOf(value, out);
  }
  return out;
}

/**
 * Loads the code of the named registry widgets, or answers null when it is loaded already. A form
 * drawn before its widgets arrive grows as each one replaces its placeholder: in a dialog opened
 * for the first time the fields moved 17 px while the user was clicking, and the click was lost
 * (the mouse-up landed beside the radio its mouse-down hit). Dialogs wait for this instead.
 */
export function preloadWidgets(registry: WidgetRegistry, names: Iterable<string>): Promise<void> | null {
  const done = loadedWidgets.get(registry);
  const missing = [...names].filter((n) => Object.hasOwn(registry, n) && !done?.has(n));
  if (!missing.length) return null;
  return Promise.all(
    missing.map((n) =>
      registry[n as keyof WidgetRegistry].load().then(
        (m) => remember(registry, n, m.default),
        // A chunk that fails to load is the field's own Suspense's to show; the form still opens.
        () => undefined,
      ),
    ),
  ).then(() => undefined);
}
