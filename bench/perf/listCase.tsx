import dayjs from 'dayjs';
import { Switch, Table, Tag, type TableColumnsType } from 'antd';
import PageRenderer from '../../renderer/PageRenderer';
import type { PageSchema } from '../../contract/pageModel/pageSchema';
import { createFakeServices } from '../../widgets/testing/fakeServices';
import { fakeUsers, type FakeUser } from '../../renderer/testing/fakePage';
import { clear, show, within } from './stage';
import { timeToFrame } from './measure';
import { widgets } from '../../widgets/index';

// A 10,000-row user list, pagination off. Ours: the whole list screen drawn by PageRenderer from a
// schema (search bar, toolbar, virtualised table). Plain: antd's Table with the same columns, row
// selection and actions column, `virtual` (antd's own answer to big lists) and the same body height.
export const LIST_ROWS = 10_000;

const users = fakeUsers(LIST_ROWS);
const services = createFakeServices({ routes: { 'GET ^/api/Perf/Users$': () => ({ list: users }) } });

const schema: PageSchema = {
  id: 'perf.list',
  kind: 'list',
  title: '用户',
  authorize: false,
  pagination: false,
  api: { list: 'GET /api/Perf/Users' },
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

const plainColumns: TableColumnsType<FakeUser> = [
  { dataIndex: 'account', title: '账户', width: 140, sorter: (a, b) => a.account.localeCompare(b.account) },
  { dataIndex: 'realName', title: '姓名', width: 140 },
  { dataIndex: 'gender', title: '性别', width: 140, render: (v: number) => <Tag>{v}</Tag> },
  { dataIndex: 'mobile', title: '手机', width: 140 },
  { dataIndex: 'email', title: '邮箱', width: 180 },
  { dataIndex: 'organizeName', title: '组织', width: 140 },
  { dataIndex: 'enabledMark', title: '状态', width: 140, render: (v: number) => <Switch size="small" checked={v === 1} /> },
  { dataIndex: 'creatorTime', title: '创建时间', width: 140, render: (v: number) => dayjs(v).format('YYYY-MM-DD HH:mm') },
  { key: 'actions', title: '操作', width: 100, fixed: 'right', render: () => <a>刷新</a> },
];

function PlainList() {
  return (
    <Table<FakeUser>
      rowKey="id"
      columns={plainColumns}
      dataSource={users}
      rowSelection={{}}
      pagination={false}
      virtual
      size="middle"
      scroll={{ x: 1300, y: 600 }}
    />
  );
}

const firstRow = () => !!within('[data-row-key="u-1"]');

export async function listOurs() {
  await clear();
  const ms = await timeToFrame(() => show(<PageRenderer schema={schema} services={services} widgets={widgets} />), firstRow, 'our first row');
  return { ms, rowsInDom: document.querySelectorAll('tr[data-row-key]').length };
}

export async function listPlain() {
  await clear();
  const ms = await timeToFrame(() => show(<PlainList />), firstRow, 'antd first row');
  return { ms, rowsInDom: document.querySelectorAll('[data-row-key]').length };
}
