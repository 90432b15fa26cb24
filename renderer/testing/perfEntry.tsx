// Timing harness for the renderer's budgets (design §7): a 10,000-row list and a 200-field form, drawn
// in a real browser. The lead's bench drives it through window.__perf.
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import PageRenderer from '../PageRenderer';
import type { PageSchema } from '../../schemas/pageSchema';
import { createFakeServices } from '../../widgets/core/fakeServices';
import { fakeUsers } from './fakePage';
import { SchemaForm } from '../form/SchemaForm';
import { RendererContext, type RendererEnv } from '../RendererContext';
import { App } from 'antd';

const users = fakeUsers(10000);
const listSchema: PageSchema = {
  id: 'perf.list',
  kind: 'list',
  title: 'perf',
  authorize: false,
  pagination: false,
  api: { list: 'GET /api/Perf' },
  selection: true,
  columns: [
    { field: 'account', label: '账户', sortable: true },
    { field: 'realName', label: '姓名' },
    { field: 'gender', label: '性别', cell: 'tag' },
    { field: 'mobile', label: '手机' },
    { field: 'email', label: '邮箱', width: 180 },
    { field: 'organizeName', label: '组织' },
    { field: 'enabledMark', label: '状态', cell: 'state' },
    { field: 'creatorTime', label: '创建时间', cell: 'date' },
  ],
  rowActions: [{ type: 'refresh', label: '刷新' }],
};

function formDef(n: number) {
  const properties: Record<string, unknown> = {};
  for (let i = 0; i < n; i++) properties[`f${i}`] = { type: 'string', title: `字段${i}` };
  return { schema: { type: 'object', properties } };
}

const services = createFakeServices({ routes: { 'GET ^/api/Perf$': () => ({ list: users }) } });
const env: RendererEnv = { services, permissionList: [], lang: 'zh', t: (k) => k, text: (v) => (typeof v === 'string' ? v : '') };

declare global {
  interface Window {
    __perf: Record<string, () => Promise<number | Record<string, number>>>;
  }
}

const root = createRoot(document.getElementById('root')!);
const frame = () => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));

window.__perf = {
  async list() {
    root.render(<div />);
    await frame();
    // The fake answers on the next microtask; time from render to the rows being in the DOM.
    const t0 = performance.now();
    flushSync(() => root.render(<PageRenderer schema={listSchema} services={services} />));
    while (!document.querySelector('[data-row-key="u-1"]')) await new Promise((r) => setTimeout(r, 0));
    const t1 = performance.now();
    return { total: t1 - t0, rowsInDom: document.querySelectorAll('tr[data-row-key]').length };
  },
  async listScroll() {
    const el = document.querySelector('[data-testid="data-table"]') as HTMLElement;
    const t0 = performance.now();
    for (let i = 1; i <= 20; i++) {
      el.scrollTop = i * 4000;
      el.dispatchEvent(new Event('scroll'));
      await new Promise((r) => requestAnimationFrame(r));
    }
    return (performance.now() - t0) / 20;
  },
  async form() {
    root.render(<div />);
    await frame();
    const def = formDef(200);
    const t0 = performance.now();
    flushSync(() =>
      root.render(
        <RendererContext value={env}>
          <App component={false}>
            <SchemaForm def={def} mode="create" onSubmit={async () => {}} />
          </App>
        </RendererContext>,
      ),
    );
    const mount = performance.now() - t0;
    await frame();
    const input = document.getElementById('root_f100') as HTMLInputElement;
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    const keys: number[] = [];
    for (let i = 0; i < 10; i++) {
      const k0 = performance.now();
      flushSync(() => {
        setter.call(input, 'x'.repeat(i + 1));
        input.dispatchEvent(new Event('input', { bubbles: true }));
      });
      keys.push(performance.now() - k0);
    }
    // Let the debounced commit reach rjsf and time that too (the whole-form update after a pause).
    const c0 = performance.now();
    await new Promise((r) => setTimeout(r, 250));
    const commitWindow = performance.now() - c0 - 250;
    keys.sort((a, b) => a - b);
    return { mount, keyMedian: keys[5], keyMax: keys[9], commitAfterPause: commitWindow };
  },
};
(window as unknown as { __ready: boolean }).__ready = true;
