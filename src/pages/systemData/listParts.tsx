import { useCallback, useEffect, useState } from 'react';
import { App, Button, Input, Space } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useRenderer } from '../../../renderer/RendererContext';
import { dataTexts, type DataTextKey } from './dataTexts';

/** One list of the 系统数据 screens: its rows for `query`, loading, and a reload. */
export function useRows<T>(url: string, query: Record<string, unknown>) {
  const env = useRenderer();
  const [rows, setRows] = useState<T[]>([]);
  const [total, setTotal] = useState(0);
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const key = JSON.stringify(query);
  useEffect(() => {
    let live = true;
    setLoading(true);
    env.services.request<{ list: T[]; pagination?: { total: number } }>('GET', url, JSON.parse(key)).then(
      (d) => {
        if (!live) return;
        setRows(d.list);
        setTotal(d.pagination?.total ?? d.list.length);
        setLoading(false);
      },
      () => live && setLoading(false),
    );
    return () => {
      live = false;
    };
  }, [env.services, url, key, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { rows, total, loading, reload };
}

/** The screens' words in the page's language, and the error toast every call falls back on. */
export function useDataTexts() {
  const env = useRenderer();
  const { message } = App.useApp();
  const tx = (k: DataTextKey) => dataTexts[env.lang][k];
  const failure = (e: unknown) => void message.error((e as { msg?: string }).msg || String(e));
  return { env, tx, failure };
}

/** Keyword search, 新建 (when granted) and 刷新 above a list. */
export function ListToolbar(props: { onSearch?: (keyword: string) => void; onAdd?: () => void; onReload: () => void }) {
  const { tx } = useDataTexts();
  return (
    <Space wrap>
      {props.onSearch && <Input.Search allowClear placeholder={tx('keyword')} aria-label={tx('keyword')} onSearch={props.onSearch} style={{ width: 260 }} enterButton={tx('search')} />}
      {props.onAdd && (
        <Button type="primary" icon={<PlusOutlined />} onClick={props.onAdd}>
          {tx('add')}
        </Button>
      )}
      <Button icon={<ReloadOutlined />} onClick={props.onReload}>
        {tx('refresh')}
      </Button>
    </Space>
  );
}

/** 编辑 / 删除 links of a row, each shown only when its handler is given (the button is granted). */
export function EditRemoveLinks(props: { onEdit?: () => void; onRemove?: () => void }) {
  const { tx } = useDataTexts();
  return (
    <Space size={0}>
      {props.onEdit && (
        <Button type="link" size="small" onClick={props.onEdit}>
          {tx('edit')}
        </Button>
      )}
      {props.onRemove && (
        <Button type="link" size="small" danger onClick={props.onRemove}>
          {tx('remove')}
        </Button>
      )}
    </Space>
  );
}

/** The delete confirmation of a row: on OK deletes `url` and reloads. */
export function useConfirmRemove(reload: () => void) {
  const { env, tx, failure } = useDataTexts();
  const { modal } = App.useApp();
  return (title: DataTextKey, name: string, url: string) =>
    modal.confirm({
      title: tx(title),
      content: name,
      okType: 'danger',
      okText: tx('remove'),
      onOk: () => env.services.request('DELETE', url).then(reload, failure),
    });
}
