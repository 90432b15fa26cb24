import { ServiceError, type HttpMethod, type UploadedFile, type WidgetLang, type WidgetServices } from '../services';
import {
  BILL_RULES, DICTIONARIES, FLOWS, POSITIONS, REGIONS, bigDictionary, departmentTree, orgTree, studentRecords, userTree,
} from './seed';
import type { TreeNode } from '../core/types';

type Handler = (match: RegExpMatchArray, params: Record<string, unknown>) => unknown;

export interface FakeServicesOptions {
  lang?: WidgetLang;
  /** Users in the user tree (default 60). */
  users?: number;
  /** Milliseconds before each answer; 0 answers on the next microtask. */
  latency?: number;
  /** Extra or overriding routes: key `METHOD regex-source`, value returns `data` or throws ServiceError. */
  routes?: Record<string, Handler>;
  /** Uploads whose file name matches are answered with code 500 and this msg. */
  failUploads?: { match: RegExp; msg: string };
}

export interface FakeServices extends WidgetServices {
  /** Every request made, for assertions. */
  calls: Array<{ method: HttpMethod; url: string; params?: Record<string, unknown> }>;
}

/** In-memory stand-in for the app's services, seeded with Chinese school data (stories and tests). */
export function createFakeServices(opts: FakeServicesOptions = {}): FakeServices {
  const users = userTree({ users: opts.users ?? 60 });
  const records = studentRecords(120);
  const list = (l: unknown[]) => ({ list: l });
  const builtIn: Record<string, Handler> = {
    'GET ^/api/Permission/Organize/Selector$': () => list(orgTree()),
    'GET ^/api/Permission/Organize/Department/Selector$': () => list(departmentTree()),
    'GET ^/api/Permission/Position/All$': () => list(POSITIONS),
    'GET ^/api/Permission/Users/SelectorNoAut$': () => list(users),
    'GET ^/api/System/DictionaryData/([^/]+)/Data/Selector$': (m) => {
      if (m[1] === 'big') return list(bigDictionary(5000));
      const d = DICTIONARIES[m[1]];
      if (!d) throw new ServiceError(400, '数据字典不存在');
      return list(d);
    },
    'GET ^/api/System/BillRule/Selector$': () => list(BILL_RULES),
    'GET ^/api/WorkFlow/FlowEngine/Selector$': () => list(FLOWS),
    'GET ^/api/System/Province/([^/]+)/Selector$': (m) => list(REGIONS[m[1]] ?? []),
    'GET ^/api/VisualDevelopment/Model/([^/]+)/List$': (_m, p) => {
      const kw = String(p.keyword ?? '').trim();
      const hits = kw ? records.filter((r) => Object.values(r).some((v) => String(v).includes(kw))) : records;
      const pageSize = Number(p.pageSize ?? 20);
      const currentPage = Number(p.currentPage ?? 1);
      return {
        list: hits.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        pagination: { currentPage, pageSize, total: hits.length },
      };
    },
    'GET ^/api/VisualDevelopment/Model/([^/]+)/(?!List$)([^/]+)$': (m) => {
      const r = records.find((x) => x.id === m[2]);
      if (!r) throw new ServiceError(400, '记录不存在');
      return r;
    },
  };
  const routes = Object.entries({ ...builtIn, ...opts.routes }).map(([k, h]) => {
    const sp = k.indexOf(' ');
    return { method: k.slice(0, sp), re: new RegExp(k.slice(sp + 1)), h };
  });
  const wait = () => new Promise<void>((r) => (opts.latency ? setTimeout(r, opts.latency) : queueMicrotask(r)));
  let fileSeq = 0;
  const calls: FakeServices['calls'] = [];

  return {
    lang: opts.lang ?? 'zh',
    calls,
    async request<T>(method: HttpMethod, url: string, params?: Record<string, unknown>): Promise<T> {
      calls.push({ method, url, params });
      await wait();
      // Later routes win so that `opts.routes` can override the seed.
      for (let i = routes.length - 1; i >= 0; i--) {
        const r = routes[i];
        if (r.method !== method) continue;
        const m = url.match(r.re);
        if (m) return r.h(m, params ?? {}) as T;
      }
      throw new ServiceError(404, `未找到接口 ${method} ${url}`);
    },
    async upload(type: string, file: File): Promise<UploadedFile> {
      await wait();
      if (opts.failUploads?.match.test(file.name)) throw new ServiceError(500, opts.failUploads.msg);
      const fileId = `${type}-${++fileSeq}`;
      return { name: file.name, fileId, url: demoImage(file.name) };
    },
  };
}

/** A tiny inline SVG so image previews show something without any network. */
export function demoImage(label: string, color = '#1677ff'): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="120"><rect width="160" height="120" fill="${color}"/><text x="80" y="66" font-size="14" text-anchor="middle" fill="#fff">${label.replace(/[<&>"]/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function findUser(tree: TreeNode[], pred: (n: TreeNode) => boolean): TreeNode | undefined {
  const stack = [...tree];
  while (stack.length) {
    const n = stack.pop()!;
    if (pred(n)) return n;
    if (n.children) stack.push(...n.children);
  }
  return undefined;
}
