import { useEffect, useState } from 'react';
import { App, Button, Drawer, Empty, List, Spin, Typography } from 'antd';
import { designApi, type VersionItem } from './api';
import type { Tx } from './texts';

const when = (t: unknown) => (t === undefined || t === null ? '' : new Date(typeof t === 'number' ? t : String(t)).toLocaleString());

export function VersionsDrawer({ id, open, onClose, onRestored, tx }: { id: string; open: boolean; onClose: () => void; onRestored: () => void; tx: Tx }) {
  const { modal, message } = App.useApp();
  const [list, setList] = useState<VersionItem[] | null>(null);
  useEffect(() => {
    if (!open) return;
    let live = true;
    setList(null);
    designApi.versions(id).then(
      (d) => live && setList(d.list ?? []),
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, [open, id]);
  const restore = (v: number) =>
    modal.confirm({
      title: tx('restoreConfirm', { v }),
      onOk: async () => {
        await designApi.restore(id, v);
        void message.success(tx('restored'));
        onRestored();
        onClose();
      },
    });
  return (
    <Drawer open={open} onClose={onClose} title={tx('versions')} size={420} destroyOnHidden>
      {list === null ? (
        <Spin />
      ) : list.length === 0 ? (
        <Empty description={tx('noVersions')} />
      ) : (
        <List
          data-testid="designer-versions"
          dataSource={list}
          renderItem={(v) => (
            <List.Item
              actions={[
                <Button key="r" size="small" onClick={() => restore(v.version)}>
                  {tx('restore')}
                </Button>,
              ]}
            >
              <List.Item.Meta
                title={`${tx('version')} ${v.version}`}
                description={
                  <Typography.Text type="secondary">
                    {[v.note, v.creatorUser, when(v.creatorTime)].filter(Boolean).join(' · ')}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Drawer>
  );
}
