import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigProvider } from 'antd';
import PageRenderer from '../PageRenderer';
import type { PageSchema, UiSchema } from '../../contract/pageModel/pageSchema';
import { createFakeServices } from '../../widgets/testing/fakeServices';
import { widgets } from '../../widgets/index';

// Issue 13: the boxes the designer saves in `ui:layout` are drawn by the renderer's form, wherever a
// form is (form pages here; dialogs and the designer's preview go through the same SchemaForm).

afterEach(cleanup);

const fields = {
  name: { type: 'string', title: '姓名' },
  phone: { type: 'string', title: '手机号', format: 'ec-phone' },
  mode: { type: 'string', title: '来访方式', enum: ['步行', '驾车'] },
  plate: { type: 'string', title: '车牌号' },
  note: { type: 'string', title: '备注' },
};

function draw(layout: unknown[], extra: Partial<PageSchema['form']> = {}, lang?: 'en') {
  const posted: unknown[] = [];
  const services = createFakeServices({ routes: { 'POST ^/api/Visit$': (_m, p) => (posted.push(p), { id: '1' }) } });
  const page: PageSchema = {
    id: 'demo.layout',
    kind: 'form',
    title: '访客',
    authorize: false,
    api: { create: 'POST /api/Visit' },
    form: { schema: { type: 'object', properties: fields }, uiSchema: { 'ui:layout': layout } as UiSchema, ...extra },
    ...(lang ? { translations: { en: { 基本信息: 'Basics' } } } : {}),
  };
  const view = render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <PageRenderer schema={page} services={services} widgets={widgets} {...(lang ? { lang } : {})} />
    </ConfigProvider>,
  );
  return { posted, container: view.container };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

describe('ui:layout boxes in the form', () => {
  it('a grid row puts its columns side by side', async () => {
    const { container } = draw([{ type: 'row', children: [{ type: 'col', children: ['name'] }, { type: 'col', children: ['phone'] }] }]);
    await waitFor(() => expect(container.querySelector('.ec-layout-row')).not.toBeNull());
    const row = container.querySelector('.ec-layout-row') as HTMLElement;
    expect(row.style.gridTemplateColumns).toBe('repeat(2, minmax(0, 1fr))');
    const cols = row.querySelectorAll(':scope > .ec-layout-col');
    expect(within(cols[0] as HTMLElement).getByLabelText('姓名')).toBeTruthy();
    expect(within(cols[1] as HTMLElement).getByLabelText('手机号', { exact: false })).toBeTruthy();
    // Fields the layout does not place still come, after the boxes.
    expect(field('备注')).toBeTruthy();
  });

  it('a card holds its fields under its title', async () => {
    const { container } = draw([{ type: 'card', title: '基本信息', children: ['name', 'phone'] }]);
    const card = await waitFor(() => container.querySelector('.ec-layout-card') as HTMLElement);
    expect(within(card).getByText('基本信息')).toBeTruthy();
    expect(within(card).getByLabelText('姓名')).toBeTruthy();
    expect(within(card).queryByLabelText('备注')).toBeNull();
  });

  it('tabs show one tab at a time, and a field with a message marks its tab', async () => {
    const { posted, container } = draw([{ type: 'tabs', children: [{ type: 'tab', title: '访客', children: ['name'] }, { type: 'tab', title: '联系', children: ['phone'] }] }], {
      schema: { type: 'object', properties: { ...fields, phone: { ...fields.phone, default: '12345' } } },
    });
    await screen.findByRole('tab', { name: '访客' });
    expect(screen.getByRole('tab', { name: '联系' })).toBeTruthy();
    expect(screen.getByRole('tabpanel').contains(field('姓名'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /提\s*交|确\s*定/ }));
    await waitFor(() => expect(container.querySelector('.ec-layout-tabs .ant-badge-dot')).not.toBeNull());
    expect(posted).toHaveLength(0);
    fireEvent.click(screen.getByRole('tab', { name: '联系' }));
    expect(await screen.findByText('请正确输入您的手机号')).toBeTruthy();
  });

  it('a collapse panel opens on its fields, and its title folds them', async () => {
    const { container } = draw([{ type: 'collapse', title: '车辆信息', children: ['mode', 'plate'] }]);
    const header = await screen.findByText('车辆信息');
    const panel = container.querySelector('.ec-layout-collapse') as HTMLElement;
    expect(within(panel).getByLabelText('车牌号')).toBeTruthy();
    fireEvent.click(header);
    await waitFor(() => expect(panel.querySelector('.ant-collapse-item-active')).toBeNull());
  });

  it('a divider draws its title between fields', async () => {
    const { container } = draw(['name', { type: 'divider', title: '其他' }, 'note']);
    const divider = await waitFor(() => container.querySelector('.ec-layout-divider') as HTMLElement);
    expect(divider.textContent).toBe('其他');
    const order = [...container.querySelectorAll('label, .ec-layout-divider')].map((e) => e.textContent);
    expect(order.indexOf('其他')).toBeGreaterThan(order.indexOf('姓名'));
    expect(order.indexOf('其他')).toBeLessThan(order.indexOf('备注'));
  });

  it('a box whose fields linkage hides is not drawn; the titles speak the page’s language', async () => {
    const { container } = draw(
      [{ type: 'card', title: '基本信息', children: ['name'] }, { type: 'card', title: '车辆', children: ['plate'] }],
      { linkage: [{ when: { '==': [{ var: 'mode' }, '驾车'] }, show: ['plate'] }] },
      'en',
    );
    await waitFor(() => expect(container.querySelectorAll('.ec-layout-card')).toHaveLength(1));
    expect(screen.getByText('Basics')).toBeTruthy();
    expect(screen.queryByText('车辆')).toBeNull();
  });
});
