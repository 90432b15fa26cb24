import { useEffect, useState } from 'react';
import { useWidgetServices, type HttpMethod, type WidgetServices } from '../services';

// One cache per services object, so a story's fake never leaks into the app's real client and the
// spec's "position and user lists are cached on the client" holds per session.
const caches = new WeakMap<WidgetServices, Map<string, Promise<unknown>>>();

export function cachedRequest<T>(
  services: WidgetServices,
  method: HttpMethod,
  url: string,
  params?: Record<string, unknown>,
): Promise<T> {
  let cache = caches.get(services);
  if (!cache) caches.set(services, (cache = new Map()));
  const key = `${method} ${url} ${params ? JSON.stringify(params) : ''}`;
  let hit = cache.get(key) as Promise<T> | undefined;
  if (!hit) {
    hit = services.request<T>(method, url, params);
    // A failed answer must not stick: the next mount retries.
    hit.catch(() => cache!.delete(key));
    cache.set(key, hit);
  }
  return hit;
}

export interface RemoteState<T> {
  data: T | undefined;
  loading: boolean;
  error: Error | undefined;
}

/** GET through the cache; `url` null means "nothing to load yet". */
export function useCachedGet<T>(url: string | null, params?: Record<string, unknown>): RemoteState<T> {
  const services = useWidgetServices();
  const paramKey = params ? JSON.stringify(params) : '';
  const [state, setState] = useState<RemoteState<T>>({ data: undefined, loading: !!url, error: undefined });
  useEffect(() => {
    if (!url) {
      setState({ data: undefined, loading: false, error: undefined });
      return;
    }
    let live = true;
    setState((s) => ({ ...s, loading: true, error: undefined }));
    cachedRequest<T>(services, 'GET', url, paramKey ? JSON.parse(paramKey) : undefined).then(
      (data) => live && setState({ data, loading: false, error: undefined }),
      (error: Error) => live && setState({ data: undefined, loading: false, error }),
    );
    return () => {
      live = false;
    };
  }, [services, url, paramKey]);
  return state;
}

export function useDebounced<T>(value: T, ms: number): T {
  const [v, setV] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setV(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return v;
}
