import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigProvider } from 'antd';
import PageRenderer from '../PageRenderer';
import dictionarySchema from '../../schemas/systemData-dictionary.json';
import { createFakeServices } from '../../widgets/testing/fakeServices';
import { widgets } from '../../widgets/index';

afterEach(cleanup);

const MODEL = 'dict-model';
const TYPES = [
  {
    id: 'cat',
    parentId: '-1',
    fullName: '基础数据',
    enCode: 'baseData',
    hasChildren: true,
    children: [{ id: 'gender', parentId: 'cat', fullName: '性别', enCode: 'gender', hasChildren: false }],
  },
];

function renderDictionary(buttons: string[]) {
  let types = TYPES;
  const services = createFakeServices({
    routes: {
      'GET ^/api/System/DictionaryType/Selector$': () => ({ list: types }),
      'GET ^/api/System/DictionaryData/([^/]+)$': () => ({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }),
      'DELETE ^/api/System/DictionaryType/([^/]+)$': () => {
        types = [{ ...TYPES[0], hasChildren: false, children: [] }];
        return null;
      },
    },
  });
  const permissionList = [{ modelId: MODEL, moduleName: '数据字典', button: buttons.map((enCode) => ({ enCode })), column: [] }];
  render(
    <ConfigProvider theme={{ token: { motion: false } }}>
      <PageRenderer schema={dictionarySchema} modelId={MODEL} permissionList={permissionList} services={services} widgets={widgets} />
    </ConfigProvider>,
  );
  return services;
}

describe('a managed tree (dictionary types)', () => {
  it('offers only the granted type buttons', async () => {
    renderDictionary(['btn_edit']);
    const bar = await screen.findByTestId('tree-actions');
    expect(within(bar).getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''))).toEqual(['编辑']);
  });

  it('removes the selected type after the question, then reads the tree again', async () => {
    const services = renderDictionary(['btn_add', 'btn_edit', 'btn_remove']);
    const bar = await screen.findByTestId('tree-actions');
    // The first dictionary (a leaf) is selected on load, so the node buttons are live.
    await waitFor(() => expect(within(bar).getByRole('button', { name: /删\s*除/ }).hasAttribute('disabled')).toBe(false));
    fireEvent.click(within(bar).getByRole('button', { name: /删\s*除/ }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(services.calls.some((c) => c.method === 'DELETE' && c.url === '/api/System/DictionaryType/gender')).toBe(true));
    await waitFor(() => expect(screen.queryByText('性别')).toBeNull());
    expect(services.calls.filter((c) => c.url === '/api/System/DictionaryType/Selector')).toHaveLength(2);
  });
});
