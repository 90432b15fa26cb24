import type { WidgetServices } from '../../widgets/services';

export interface DictItem {
  id: string;
  fullName: string;
  enCode?: string;
  children?: DictItem[];
  [k: string]: unknown;
}

export interface Dictionary {
  items: DictItem[];
  /** id and enCode → fullName, flattened over the tree. */
  labels: Map<string, string>;
}

// One fetch per dictionary per services instance: a 500-row page of users shows the gender
// dictionary 500 times and must ask the server once.
const caches = new WeakMap<WidgetServices, Map<string, Promise<Dictionary>>>();

export function dictionaryUrl(code: string): string {
  return `/api/System/DictionaryData/${encodeURIComponent(code)}/Data/Selector`;
}

export function indexDictionary(items: DictItem[]): Dictionary {
  const labels = new Map<string, string>();
  const stack = [...items];
  while (stack.length) {
    const n = stack.pop()!;
    labels.set(String(n.id), n.fullName);
    if (n.enCode !== undefined && n.enCode !== null && n.enCode !== '') labels.set(String(n.enCode), n.fullName);
    if (n.children) stack.push(...n.children);
  }
  return { items, labels };
}

export function loadDictionary(services: WidgetServices, code: string): Promise<Dictionary> {
  let cache = caches.get(services);
  if (!cache) caches.set(services, (cache = new Map()));
  let p = cache.get(code);
  if (!p) {
    p = services.request<{ list?: DictItem[] } | DictItem[]>('GET', dictionaryUrl(code)).then((d) =>
      indexDictionary(Array.isArray(d) ? d : (d?.list ?? [])),
    );
    // A failure is not cached: the next screen may try again.
    p.catch(() => cache!.delete(code));
    cache.set(code, p);
  }
  return p;
}

/** Label of a stored value (id or enCode; arrays and comma lists join their labels). */
export function dictLabel(dict: Dictionary | undefined, value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  const parts = Array.isArray(value) ? value : typeof value === 'string' && value.includes(',') ? value.split(',') : [value];
  return parts.map((v) => dict?.labels.get(String(v)) ?? String(v)).join(', ');
}
