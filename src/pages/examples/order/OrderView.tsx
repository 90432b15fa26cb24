import { useCallback, useEffect, useMemo, useState } from 'react';
import { App, Button, Card, Drawer, Form, Input, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useRenderer } from '../../../../renderer/RendererContext';
import EmptyText from '../../community/EmptyText';
import { formatFen, lineProblems, orderTotals, type OrderLineInput } from '../../../../contract/examples/order/totals';
import { orderWords, type OrderWord } from '../../../../contract/examples/order/words';

interface OrderRow {
  id: string;
  billNo: string;
  customer: string;
  orderDate: string;
  remark: string;
  total: string;
  lineCount: number;
  state: string;
}
interface Detail extends OrderRow {
  lines: { lineNo: number; product: string; quantity: string; unitPrice: string; amount: string }[];
}

const STATE_COLOR: Record<string, string> = { draft: 'default', approving: 'processing', approved: 'success', rejected: 'error', withdrawn: 'warning' };
const today = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);

/** 订单示例: my orders, an order form with lines and live totals, and submission into the approval flow. */
export default function OrderView() {
  const env = useRenderer();
  const { message } = App.useApp();
  const w = (k: OrderWord, n?: number) => orderWords[env.lang][k].replace('{n}', String(n ?? ''));
  const [list, setList] = useState<OrderRow[] | null>(null);
  const [editing, setEditing] = useState<Detail | 'new' | null>(null);
  const load = useCallback(() => {
    env.services.request<{ list: OrderRow[] }>('GET', '/api/Extend/Order', { pageSize: 100 }).then((d) => setList(d.list), () => setList([]));
  }, [env.services]);
  useEffect(load, [load]);

  const act = async (fn: () => Promise<unknown>) => {
    try {
      await fn();
      load();
    } catch (e) {
      message.error((e as { msg?: string }).msg ?? String(e));
    }
  };
  const open = (id: string) => env.services.request<Detail>('GET', `/api/Extend/Order/${id}`).then(setEditing);
  const editable = (s: string) => s === 'draft' || s === 'rejected' || s === 'withdrawn';

  return (
    <Card
      title={w('title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="order-add">
          {w('add')}
        </Button>
      }
    >
      <Table<OrderRow>
        rowKey="id"
        size="middle"
        loading={list === null}
        dataSource={list ?? []}
        pagination={false}
        locale={{ emptyText: <EmptyText text={w('empty')} /> }}
        columns={[
          { title: w('billNo'), dataIndex: 'billNo', render: (v: string, r) => (editable(r.state) ? <a onClick={() => open(r.id)}>{v}</a> : v) },
          { title: w('customer'), dataIndex: 'customer' },
          { title: w('orderDate'), dataIndex: 'orderDate' },
          { title: w('lines'), dataIndex: 'lineCount', render: (n: number) => w('lineCount', n) },
          { title: w('total'), dataIndex: 'total', align: 'right', render: (v: string) => `¥${v}` },
          { title: w('state'), dataIndex: 'state', render: (s: string) => <Tag color={STATE_COLOR[s]} data-testid={`order-state-${s}`}>{w(`state_${s}` as OrderWord)}</Tag> },
          {
            title: w('actions'),
            key: 'actions',
            render: (_: unknown, r) =>
              editable(r.state) ? (
                <Space size="small">
                  <Popconfirm title={w('submitTitle')} onConfirm={() => act(() => env.services.request('POST', `/api/Extend/Order/${r.id}/Actions/Submit`))}>
                    <Button size="small" type="link" data-testid={`order-submit-${r.billNo}`}>
                      {w('submit')}
                    </Button>
                  </Popconfirm>
                  <Button size="small" type="link" onClick={() => open(r.id)}>
                    {w('edit')}
                  </Button>
                  <Popconfirm title={w('removeTitle')} onConfirm={() => act(() => env.services.request('DELETE', `/api/Extend/Order/${r.id}`))}>
                    <Button size="small" type="link" danger>
                      {w('remove')}
                    </Button>
                  </Popconfirm>
                </Space>
              ) : null,
          },
        ]}
      />
      {editing ? <OrderForm detail={editing === 'new' ? null : editing} w={w} onClose={() => setEditing(null)} onSaved={() => (setEditing(null), load())} /> : null}
    </Card>
  );
}

function OrderForm({ detail, w, onClose, onSaved }: { detail: Detail | null; w: (k: OrderWord) => string; onClose(): void; onSaved(): void }) {
  const env = useRenderer();
  const { message } = App.useApp();
  const [customer, setCustomer] = useState(detail?.customer ?? '');
  const [orderDate, setOrderDate] = useState(detail?.orderDate ?? today());
  const [remark, setRemark] = useState(detail?.remark ?? '');
  const [lines, setLines] = useState<OrderLineInput[]>(detail?.lines.map((l) => ({ product: l.product, quantity: l.quantity, unitPrice: l.unitPrice })) ?? [{ product: '', quantity: '1', unitPrice: '' }]);
  const [saving, setSaving] = useState(false);
  // the same pure module as the server: what the user sees is what will be stored
  const shown = useMemo(() => lines.map((l) => (lineProblems(l).length ? null : formatFen(orderTotals([l]).totalFen))), [lines]);
  const total = useMemo(() => formatFen(orderTotals(lines.filter((l) => !lineProblems(l).length)).totalFen), [lines]);
  const set = (i: number, patch: Partial<OrderLineInput>) => setLines((ls) => ls.map((l, k) => (k === i ? { ...l, ...patch } : l)));
  const save = async () => {
    setSaving(true);
    try {
      const body = { customer, orderDate, remark, lines };
      if (detail) await env.services.request('PUT', `/api/Extend/Order/${detail.id}`, body);
      else await env.services.request('POST', '/api/Extend/Order', body);
      onSaved();
    } catch (e) {
      message.error((e as { msg?: string }).msg ?? String(e));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Drawer
      open
      width={820}
      title={detail ? `${w('edit')} ${detail.billNo}` : w('add')}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={onClose}>{w('cancel')}</Button>
          <Button type="primary" loading={saving} onClick={save} data-testid="order-save">
            {w('save')}
          </Button>
        </Space>
      }
    >
      <Form layout="vertical">
        <Space wrap>
          <Form.Item label={w('billNo')}>
            <Input value={detail?.billNo ?? w('billNoAuto')} disabled style={{ width: 220 }} />
          </Form.Item>
          <Form.Item label={w('customer')} required>
            <Input value={customer} onChange={(e) => setCustomer(e.target.value)} data-testid="order-customer" style={{ width: 260 }} />
          </Form.Item>
          <Form.Item label={w('orderDate')} required>
            <Input type="date" value={orderDate} onChange={(e) => setOrderDate(e.target.value)} style={{ width: 170 }} />
          </Form.Item>
        </Space>
        <Form.Item label={w('remark')}>
          <Input value={remark} onChange={(e) => setRemark(e.target.value)} />
        </Form.Item>
        <Table
          size="small"
          rowKey={(_, i) => String(i)}
          pagination={false}
          dataSource={lines}
          columns={[
            { title: w('product'), render: (_: unknown, l, i) => <Input aria-label={`${w('product')} ${i + 1}`} value={l.product} status={l.product.trim() ? '' : 'warning'} onChange={(e) => set(i, { product: e.target.value })} /> },
            { title: w('quantity'), width: 120, render: (_: unknown, l, i) => <Input aria-label={`${w('quantity')} ${i + 1}`} value={l.quantity} inputMode="decimal" onChange={(e) => set(i, { quantity: e.target.value })} /> },
            { title: w('unitPrice'), width: 140, render: (_: unknown, l, i) => <Input aria-label={`${w('unitPrice')} ${i + 1}`} prefix="¥" value={l.unitPrice} inputMode="decimal" onChange={(e) => set(i, { unitPrice: e.target.value })} /> },
            { title: w('amount'), width: 130, align: 'right', render: (_: unknown, _l, i) => (shown[i] === null ? '—' : `¥${shown[i]}`) },
            {
              title: '',
              width: 48,
              render: (_: unknown, _l, i) => <Button type="text" aria-label={w('remove')} icon={<DeleteOutlined />} disabled={lines.length === 1} onClick={() => setLines((ls) => ls.filter((_x, k) => k !== i))} />,
            },
          ]}
          footer={() => (
            <Space style={{ width: '100%', justifyContent: 'space-between' }}>
              <Button icon={<PlusOutlined />} onClick={() => setLines((ls) => [...ls, { product: '', quantity: '1', unitPrice: '' }])}>
                {w('addLine')}
              </Button>
              <Typography.Text strong data-testid="order-total">
                {w('total')}：¥{total}
              </Typography.Text>
            </Space>
          )}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
          {w('help')}
        </Typography.Paragraph>
      </Form>
    </Drawer>
  );
}
