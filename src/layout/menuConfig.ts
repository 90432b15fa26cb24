import type { ModuleSetting } from '../api/currentUserApi';

// The menu-configuration dialog's rules, pure (spec §4, §5): never hide the last visible module.

/** Toggles a module; null when that would hide the last visible one. */
export function toggleHidden(modules: ModuleSetting[], id: string): ModuleSetting[] | null {
  const target = modules.find((m) => m.moduleId === id);
  if (!target) return modules;
  const hiding = target.isHidden === 0;
  if (hiding && modules.filter((m) => m.isHidden === 0).length <= 1) return null;
  return modules.map((m) => (m.moduleId === id ? { ...m, isHidden: hiding ? 1 : 0 } : m));
}

/** Moves `from` to where `to` is (drag and drop, or the up/down buttons). */
export function moveItem(modules: ModuleSetting[], from: string, to: string): ModuleSetting[] {
  const list = [...modules];
  const a = list.findIndex((m) => m.moduleId === from);
  const b = list.findIndex((m) => m.moduleId === to);
  if (a < 0 || b < 0 || a === b) return modules;
  const [item] = list.splice(a, 1);
  list.splice(b, 0, item);
  return list;
}

/** Order as shown becomes sortCode. */
export function savePayload(modules: ModuleSetting[]) {
  return modules.map((m, i) => ({ moduleId: m.moduleId, isHidden: m.isHidden, sortCode: i }));
}
