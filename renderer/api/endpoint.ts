import type { HttpMethod } from '../../widgets/services';
import type { ApiMap } from '../../contract/pageModel/pageSchema';

export interface ResolvedEndpoint {
  method: HttpMethod;
  url: string;
  /** Names taken by `{placeholders}`; callers leave them out of the query/body. */
  used: string[];
  /** A placeholder had no value: the call must not be made. */
  incomplete: boolean;
}

const ENDPOINT = /^(GET|POST|PUT|DELETE) (\/\S*)$/;

/** A key of the api map, or a literal 'METHOD /path'. */
export function endpointOf(api: ApiMap | undefined, ref: string | undefined): string | undefined {
  if (!ref) return undefined;
  if (ENDPOINT.test(ref)) return ref;
  return api?.[ref];
}

/**
 * Fills `{name}` placeholders from `vars` (row values, the tree selection, search values), URL-encoded
 * so that an id can never add path segments.
 */
export function resolveEndpoint(template: string, vars: Record<string, unknown> = {}): ResolvedEndpoint {
  const m = ENDPOINT.exec(template);
  if (!m) throw new Error(`Not an endpoint: '${template}' (expected 'METHOD /path')`);
  const used: string[] = [];
  let incomplete = false;
  const url = m[2].replace(/\{([A-Za-z0-9_$.]+)\}/g, (_w, name: string) => {
    used.push(name);
    const v = vars[name];
    if (v === undefined || v === null || v === '') {
      incomplete = true;
      return '';
    }
    return encodeURIComponent(String(v));
  });
  return { method: m[1] as HttpMethod, url, used, incomplete };
}

/** Fills `{field}` placeholders inside an action's static body from the row. */
export function fillBody(body: Record<string, unknown> | undefined, vars: Record<string, unknown>): Record<string, unknown> {
  if (!body) return {};
  const fill = (v: unknown): unknown => {
    if (typeof v === 'string') {
      const whole = /^\{([A-Za-z0-9_$.]+)\}$/.exec(v);
      if (whole) return vars[whole[1]];
      return v.replace(/\{([A-Za-z0-9_$.]+)\}/g, (_w, n: string) => String(vars[n] ?? ''));
    }
    if (Array.isArray(v)) return v.map(fill);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, fill(x)]));
    return v;
  };
  return fill(body) as Record<string, unknown>;
}
