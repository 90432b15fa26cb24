import { createRoot } from 'react-dom/client';
import { App } from 'antd';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import Designer from '../../src/pages/designer/Designer';
import { keystrokes, layout, nextTask, painted, until } from '../perf/measure';

// A 200-field page in the real designer; bench/designer.ts calls window.__designer[name]() in chromium.

const KINDS = [
  { type: 'string', maxLength: 50 },
  { type: 'number' },
  { type: 'string', format: 'date' },
  { type: 'string', enum: ['甲', '乙', '丙'] },
  { type: 'boolean' },
];

function page200(): PageSchema {
  const properties: Record<string, Record<string, unknown>> = {};
  const uiSchema: Record<string, unknown> = {};
  for (let i = 1; i <= 200; i++) {
    properties[`f${i}`] = { ...KINDS[i % KINDS.length], title: `字段${i}` };
    if (i % KINDS.length === 2) uiSchema[`f${i}`] = { 'ui:widget': 'date' };
  }
  return {
    id: 'bench200',
    kind: 'list',
    title: '二百字段',
    api: {},
    columns: Object.keys(properties).slice(0, 20).map((f) => ({ field: f, label: String(properties[f].title) })),
    form: { schema: { type: 'object', properties }, uiSchema },
  };
}

const entity = { id: 'bench', fullName: '二百字段', enCode: 'bench200', type: 'list' as const, category: '', state: 0, pageSchema: page200() };

createRoot(document.getElementById('perf-root')!).render(
  <App>
    <Designer entity={entity} lang="zh" onLeave={() => undefined} onReload={() => undefined} />
  </App>,
);

const q = <T extends Element = HTMLElement>(s: string) => document.querySelector<T>(s);
const nodes = () => document.querySelectorAll('[data-testid="designer-canvas"] [role="treeitem"]').length;

/** Event → DOM updated → style and layout done: the main thread's share, without the idle wait for vsync. */
async function cost(act: () => void, ready: () => boolean, what: string): Promise<number> {
  await painted();
  const t0 = performance.now();
  act();
  await until(ready, what);
  layout();
  return performance.now() - t0;
}

function pointer(el: EventTarget, type: string, x: number, y: number) {
  el.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, clientX: x, clientY: y, isPrimary: true, pointerId: 1, button: 0, buttons: type === 'pointerup' ? 0 : 1, pointerType: 'mouse' }));
}

let round = 0;

const cases: Record<string, () => Promise<Record<string, number>>> = {
  async select() {
    round += 1;
    const name = `f${(round * 37) % 200 || 1}`;
    const el = q(`[data-node="${name}"]`)!;
    el.scrollIntoView({ block: 'center' });
    const ms = await cost(
      () => el.click(),
      () => el.getAttribute('aria-selected') === 'true' && !!q('[data-testid="designer-properties"] input'),
      'selection',
    );
    return { ms };
  },
  async drop() {
    // A real pointer drag through dnd-kit: from the palette onto a field in the middle of the form.
    const src = q('[data-palette="text"]')!;
    const target = q('[data-node="f100"]')!;
    target.scrollIntoView({ block: 'center' });
    await painted();
    const a = src.getBoundingClientRect();
    const b = target.getBoundingClientRect();
    const before = nodes();
    pointer(src, 'pointerdown', a.x + 5, a.y + 5);
    for (let i = 1; i <= 6; i++) pointer(document, 'pointermove', a.x + 5 + i * 4, a.y + 5 + i * 2);
    await painted();
    pointer(document, 'pointermove', b.x + b.width / 2, b.y + b.height - 3);
    await nextTask();
    pointer(document, 'pointermove', b.x + b.width / 2 + 1, b.y + b.height - 3);
    await painted();
    const ms = await cost(() => pointer(document, 'pointerup', b.x + b.width / 2 + 1, b.y + b.height - 3), () => nodes() === before + 1, 'drop');
    // dnd-kit swallows clicks for 50 ms after a drag (the click that ends a drag is no click); the
    // next case clicks a field, so it starts after that.
    await new Promise((r) => setTimeout(r, 60));
    return { ms, fields: nodes() };
  },
  async type() {
    round += 1;
    const name = `f${120 + (round % 60)}`;
    const el = q(`[data-node="${name}"]`)!;
    const title = el.querySelector('.dz-label')!.textContent!.replace('*', '');
    el.scrollIntoView({ block: 'center' });
    el.click();
    // The panel follows a selection in a deferred render: wait until it shows this field.
    await until(() => q('.dz-props-title')?.textContent === title && !!q('[data-testid="designer-properties"] input[id$="_title"]'), 'panel');
    await painted();
    const input = q<HTMLInputElement>('[data-testid="designer-properties"] input[id$="_title"]')!;
    const times = await keystrokes(input, 12);
    const s = [...times].sort((x, y) => x - y);
    return { median: s[s.length >> 1], p95: s[Math.min(s.length - 1, Math.ceil(s.length * 0.95) - 1)] };
  },
};

declare global {
  interface Window {
    __designer: typeof cases;
    __designerReady: boolean;
  }
}
window.__designer = cases;
void until(() => nodes() >= 200, 'designer').then(() => {
  window.__designerReady = true;
});
