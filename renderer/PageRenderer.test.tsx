import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigProvider } from 'antd';
import PageRenderer from './PageRenderer';
import userSchema from '../schemas/permission-user.json';
import { ALL_USER_PERMISSIONS, TEACHER_USER_PERMISSIONS, USERS_MODEL, createUserPageServices } from './testing/fakePage';
import { widgets } from '../widgets/index';

afterEach(cleanup);
beforeEach(() => localStorage.clear());

function renderUsers(permissionList = ALL_USER_PERMISSIONS, lang: 'zh' | 'zhtw' | 'en' = 'zh') {
  const services = createUserPageServices();
  const utils = render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <PageRenderer schema={userSchema} modelId={USERS_MODEL} permissionList={permissionList} services={services} widgets={widgets} lang={lang} />
    </ConfigProvider>,
  );
  return { services, ...utils };
}

const listCalls = (s: ReturnType<typeof createUserPageServices>) => s.calls.filter((c) => c.method === 'GET' && c.url === '/api/Permission/Users');

describe('PageRenderer: users screen', () => {
  it('draws the organisation tree, the columns and the first page of users', async () => {
    const { services } = renderUsers();
    expect(await screen.findByText('t00001')).toBeTruthy();
    expect(screen.getByText('市教育局')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /手机/ })).toBeTruthy();
    expect(listCalls(services)[0].params).toMatchObject({ currentPage: 1, pageSize: 20 });
    expect(screen.getByText('共 57 条')).toBeTruthy();
    // gender comes from the dictionary, not the raw number
    await waitFor(() => expect(screen.getAllByText('女').length).toBeGreaterThan(0));
  });

  it('sorting a column sends sidx/sort to the server: asc, then desc, then none', async () => {
    const { services } = renderUsers();
    await screen.findByText('t00001');
    const header = screen.getByRole('columnheader', { name: /姓名/ });
    fireEvent.click(header);
    await waitFor(() => expect(listCalls(services).at(-1)!.params).toMatchObject({ sidx: 'realName', sort: 'asc', currentPage: 1 }));
    fireEvent.click(header);
    await waitFor(() => expect(listCalls(services).at(-1)!.params).toMatchObject({ sidx: 'realName', sort: 'desc' }));
    fireEvent.click(header);
    await waitFor(() => expect(listCalls(services).at(-1)!.params!.sidx).toBeUndefined());
  });

  it('clicking a tree node filters the list by organizeId', async () => {
    const { services } = renderUsers();
    await screen.findByText('t00001');
    fireEvent.click(within(screen.getByRole('tree')).getByText('城西实验小学'));
    await waitFor(() => expect(listCalls(services).at(-1)!.params).toMatchObject({ organizeId: 'o-2' }));
  });

  it('remove asks the spec question and deletes only after OK', async () => {
    const { services } = renderUsers();
    await screen.findByText('t00001');
    const row = screen.getByText('t00001').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    expect(await screen.findByText('此操作将永久删除该数据, 是否继续?')).toBeTruthy();
    expect(services.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(services.calls.some((c) => c.method === 'DELETE' && c.url === '/api/Permission/Users/u-2')).toBe(true));
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const { services } = renderUsers();
    await screen.findByText('t00001');
    const row = screen.getByText('t00001').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '删除' }));
    await screen.findByText('此操作将永久删除该数据, 是否继续?');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(services.calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('the super administrator row offers no remove or reset password', async () => {
    renderUsers();
    await screen.findByText('admin');
    const row = screen.getByText('admin').closest('tr')!;
    expect(within(row).queryByRole('button', { name: '删除' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '重置密码' })).toBeNull();
  });

  it('a teacher sees no create/remove buttons and no mobile/email columns', async () => {
    renderUsers(TEACHER_USER_PERMISSIONS);
    await screen.findByText('t00001');
    expect(screen.queryByRole('button', { name: /新\s*建/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /手机/ })).toBeNull();
    expect(screen.queryByRole('columnheader', { name: /邮箱/ })).toBeNull();
    // the state switch is read-only without btn_state
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('the create and edit dialogs say what they hold (新建用户 / 编辑用户), and empty pickers ask for a choice', async () => {
    renderUsers();
    await screen.findByText('t00001');
    fireEvent.click(within(screen.getByTestId('toolbar')).getByRole('button', { name: /新\s*建/ }));
    const create = await screen.findByRole('dialog');
    expect(within(create).getByText('新建用户')).toBeTruthy();
    // The role select starts empty: it says so instead of showing a blank box.
    await waitFor(() => expect(within(create).getAllByText('请选择').length).toBeGreaterThan(0));
    fireEvent.click(within(create).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(screen.queryByText('新建用户')).toBeNull());
    const row = screen.getByText('t00001').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: '编辑' }));
    expect(await screen.findByText('编辑用户')).toBeTruthy();
  });

  it('shows the no-permission text when the page has no permission entry', () => {
    renderUsers([]);
    expect(screen.getByTestId('no-permission').textContent).toContain('暂无权限');
  });

  it('English texts when lang is en', async () => {
    renderUsers([], 'en');
    expect(screen.getByTestId('no-permission').textContent).toContain('no permission');
  });
});

/** The form's field labels as shown, without the required mark. */
const fieldLabels = (scope: HTMLElement) => [...scope.querySelectorAll('label.ec-field-label')].map((l) => l.textContent!.replace(/^\*/, ''));

describe('PageRenderer: form and search schemas in the page language', () => {
  it('en: the search bar and the create dialog read the translations block and the common words', async () => {
    renderUsers(ALL_USER_PERMISSIONS, 'en');
    await screen.findByText('t00001');
    const search = screen.getByTestId('search-bar');
    expect(within(search).getByLabelText('State')).toBeTruthy();
    fireEvent.mouseDown(within(search).getByLabelText('State'));
    expect(await screen.findByTitle('Enabled')).toBeTruthy();
    expect(screen.getByTitle('Disabled')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('toolbar')).getByRole('button', { name: /New/ }));
    const create = await screen.findByRole('dialog');
    expect(within(create).getByText('New user')).toBeTruthy();
    expect(fieldLabels(create)).toEqual(['Account', 'Name', 'Gender', 'Mobile', 'E-mail', 'Organization', 'Department', 'Positions', 'Roles', 'Password', 'Sort order', 'Description']);
    expect(within(create).queryByText('账户')).toBeNull();
  });

  it('zhtw: 賬戶, 所屬組織 …', async () => {
    renderUsers(ALL_USER_PERMISSIONS, 'zhtw');
    await screen.findByText('t00001');
    expect(within(screen.getByTestId('search-bar')).getByLabelText('狀態')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('toolbar')).getByRole('button', { name: /新\s*建/ }));
    const create = await screen.findByRole('dialog');
    expect(fieldLabels(create)).toEqual(['賬戶', '姓名', '性別', '手機', '郵箱', '所屬組織', '所屬部門', '崗位', '角色', '密碼', '排序', '說明']);
  });
});

describe('PageRenderer: invalid schema', () => {
  it('draws an error panel naming the JSON path and the problem', () => {
    const services = createUserPageServices();
    render(<PageRenderer schema={{ id: 'broken', kind: 'list', title: 'x', api: { list: 'GET /x' }, columns: [{ field: 'a' }] }} services={services} widgets={widgets} />);
    const panel = screen.getByTestId('schema-error');
    expect(panel.textContent).toContain('页面配置有误');
    expect(panel.textContent).toContain('/columns/0');
    expect(panel.textContent).toContain("missing required property 'label'");
    expect(services.calls).toHaveLength(0);
  });
});

describe('PageRenderer: registries are values the app hands in', () => {
  const form = (widget: string) => ({
    id: 'demo.form', kind: 'form', title: 'x', api: { create: 'POST /api/Demo' },
    form: { schema: { type: 'object', properties: { a: { type: 'string', title: 'A' } } }, uiSchema: { a: { 'ui:widget': widget } } },
  });

  it('refuses a form naming an unknown widget before drawing anything', () => {
    const services = createUserPageServices();
    render(<PageRenderer schema={form('magicPicker')} services={services} widgets={widgets} />);
    const panel = screen.getByTestId('schema-error');
    expect(panel.textContent).toContain('/form/uiSchema/a/ui:widget');
    expect(services.calls).toHaveLength(0);
  });

  it('draws a custom view from the views it is given, and an error panel without them', async () => {
    const services = createUserPageServices();
    const schema = { id: 'demo.view', kind: 'list', title: 'x', api: { list: 'GET /api/Demo' }, columns: [{ field: 'a', label: 'A' }], view: 'hello', authorize: false };
    const views = { hello: ({ schema: s }: { schema: { id: string } }) => <p>view of {s.id}</p> };
    const { unmount } = render(<PageRenderer schema={schema} services={services} widgets={widgets} views={views} />);
    expect(await screen.findByText('view of demo.view')).toBeTruthy();
    unmount();
    render(<PageRenderer schema={schema} services={services} widgets={widgets} />);
    expect(screen.getByText(/未知的页面视图 “hello”/)).toBeTruthy();
  });
});
