// Every key the console keeps in localStorage carries one product prefix (spec §3), so several
// products on one origin never read each other's state.
export const STORAGE_PREFIX = 'educloud_';

function area(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the console still works, it just forgets
  }
}

export const localStore = {
  get(key: string): string | null {
    return area()?.getItem(STORAGE_PREFIX + key) ?? null;
  },
  set(key: string, value: string) {
    area()?.setItem(STORAGE_PREFIX + key, value);
  },
  remove(key: string) {
    area()?.removeItem(STORAGE_PREFIX + key);
  },
  getJson<T>(key: string): T | null {
    const raw = localStore.get(key);
    if (raw == null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown) {
    localStore.set(key, JSON.stringify(value));
  },
};
