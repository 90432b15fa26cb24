import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { App, Breadcrumb, Button, Card, Empty, Input, Menu, Modal, Progress, Select, Space, Table, Tree, TreeSelect, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { DataNode } from 'antd/es/tree';
import {
  CloudUploadOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FolderAddOutlined,
  FolderOpenOutlined,
  HomeOutlined,
  ShareAltOutlined,
  SwapOutlined,
  UndoOutlined,
} from '@ant-design/icons';
import { http } from '../../api/client';
import { useApp } from '../../stores/app';
import { DISK_KINDS, formatBytes } from '../../../contract/networkDisk/disk';
import { diskText, type DiskTextKey } from './diskTexts';
import { NodeIcon } from './nodeIcon';
import PreviewModal, { canPreview, type PreviewItem } from './PreviewModal';
import ShareDialog from './ShareDialog';
import { runUpload, type UploadTask } from './uploader';
import { foldersOf } from './uploadPlan';

type Space = 'user' | 'school';
type View = Space | 'shared' | 'myShares' | 'bin';

interface DiskNode {
  id: string;
  space: string;
  parentId: string | null;
  isFolder: boolean;
  name: string;
  ext: string;
  kind: string;
  size: number;
  creatorName: string;
  updatedAt: number;
  shared: boolean;
  permission?: string;
}
interface BinRow {
  id: string;
  name: string;
  isFolder: boolean;
  kind: string;
  size: number;
  deletedAt: number;
  deletedByName: string;
}
interface ShareRow {
  id: string;
  nodeId: string;
  nodeName: string;
  kind: string;
  targetName: string;
  token: string | null;
  expiresAt: number | null;
  locked: boolean;
}
interface Usage {
  userUsed: number;
  userQuota: number;
  schoolUsed: number;
  schoolQuota: number;
  schoolName: string;
}
interface TreeRow {
  id: string;
  parentId: string | null;
  name: string;
}

const when = (t: number) => new Date(t).toLocaleString();

function treeOf(rows: TreeRow[]): DataNode[] {
  const byParent = new Map<string, TreeRow[]>();
  for (const r of rows) byParent.set(r.parentId ?? '', [...(byParent.get(r.parentId ?? '') ?? []), r]);
  const build = (parent: string): DataNode[] => (byParent.get(parent) ?? []).map((r) => ({ key: r.id, title: r.name, children: build(r.id) }));
  return build('');
}

/** 网络硬盘: personal and school folders, chunked resumable upload, previews, shares and a recycle bin. */
export default function NetworkDiskView() {
  const lang = useApp((s) => s.language);
  const tx = useCallback((k: DiskTextKey, p?: Record<string, string | number>) => diskText(lang, k, p), [lang]);
  const { message, modal } = App.useApp();
  const [view, setView] = useState<View>('user');
  const [folderId, setFolderId] = useState<string | null>(null);
  const [list, setList] = useState<DiskNode[]>([]);
  const [path, setPath] = useState<{ id: string; name: string }[]>([]);
  const [permission, setPermission] = useState('owner');
  const [bin, setBin] = useState<BinRow[]>([]);
  const [myShares, setMyShares] = useState<ShareRow[]>([]);
  const [usage, setUsage] = useState<Usage | null>(null);
  const [tree, setTree] = useState<TreeRow[]>([]);
  const [selected, setSelected] = useState<string[]>([]);
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<string | undefined>();
  const [searching, setSearching] = useState(false);
  const [loading, setLoading] = useState(false);
  const [tick, setTick] = useState(0);
  const [uploads, setUploads] = useState<UploadTask[]>([]);
  const [preview, setPreview] = useState<PreviewItem | null>(null);
  const [sharing, setSharing] = useState<{ id: string; name: string } | null>(null);
  const [transfer, setTransfer] = useState<{ mode: 'move' | 'copy'; ids: string[] } | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const space: Space = view === 'school' ? 'school' : 'user';

  useEffect(() => {
    let live = true;
    setLoading(true);
    setSelected([]);
    const done = () => live && setLoading(false);
    if (view === 'bin') {
      void http.get<{ list: BinRow[] }>('/api/Disk/Recycle').then((r) => live && setBin(r.data.list)).finally(done);
    } else if (view === 'myShares') {
      void http.get<{ list: ShareRow[] }>('/api/Disk/Share').then((r) => live && setMyShares(r.data.list)).finally(done);
    } else if (searching) {
      void http
        .get<{ list: DiskNode[] }>('/api/Disk/Search', { keyword: keyword || undefined, kind, pageSize: 200 })
        .then((r) => {
          if (!live) return;
          setList(r.data.list);
          setPath([]);
        })
        .finally(done);
    } else if (view === 'shared' && !folderId) {
      void http
        .get<{ list: DiskNode[] }>('/api/Disk/SharedWithMe')
        .then((r) => {
          if (!live) return;
          setList(r.data.list);
          setPath([]);
          setPermission('read');
        })
        .finally(done);
    } else {
      void http
        .get<{ list: DiskNode[]; path: { id: string; name: string }[]; permission: string }>('/api/Disk/Folder', { space, parentId: folderId ?? undefined })
        .then((r) => {
          if (!live) return;
          setList(r.data.list);
          setPath(r.data.path);
          setPermission(r.data.permission);
        })
        .finally(done);
    }
    void http.get<Usage>('/api/Disk/Usage').then((r) => live && setUsage(r.data));
    if (view === 'user' || view === 'school') void http.get<{ list: TreeRow[] }>('/api/Disk/Tree', { space: view }).then((r) => live && setTree(r.data.list));
    return () => {
      live = false;
    };
  }, [view, folderId, tick, searching, keyword, kind, space]);

  const open = (v: View, id: string | null = null) => {
    setSearching(false);
    setView(v);
    setFolderId(id);
  };

  const update = (key: string, patch: Partial<UploadTask>) => setUploads((all) => all.map((u) => (u.key === key ? { ...u, ...patch } : u)));
  const startUploads = async (files: File[]) => {
    const target = view === 'shared' && folderId ? { space: 'user' as Space, parentId: folderId } : { space, parentId: folderId };
    const tasks: UploadTask[] = files.map((file, i) => ({
      key: `${Date.now()}-${i}-${file.name}`,
      file,
      dirs: foldersOf((file as File & { webkitRelativePath?: string }).webkitRelativePath),
      space: target.space,
      parentId: target.parentId,
      state: 'waiting',
      sent: 0,
    }));
    setUploads((all) => [...tasks, ...all]);
    // One at a time: chunks of one file go out in turn, so the first files finish first.
    for (const task of tasks) await send(task);
    reload();
  };
  const send = async (task: UploadTask) => {
    try {
      await runUpload(task, (patch) => update(task.key, patch));
    } catch (e) {
      update(task.key, { state: 'failed', message: e instanceof Error ? e.message : String(e) });
    }
  };
  const retry = async (task: UploadTask) => {
    await send(task);
    reload();
  };

  const newFolder = () => {
    let name = '';
    modal.confirm({
      title: tx('newFolder'),
      icon: <FolderAddOutlined />,
      content: <Input aria-label={tx('folderName')} autoFocus onChange={(e) => (name = e.target.value)} />,
      okText: tx('ok'),
      cancelText: tx('cancel'),
      onOk: async () => {
        const r = await http.post('/api/Disk/Folder', { space, parentId: folderId, name });
        void message.success(r.msg);
        reload();
      },
    });
  };
  const rename = (node: DiskNode) => {
    let name = node.name;
    modal.confirm({
      title: tx('rename'),
      icon: <EditOutlined />,
      content: <Input aria-label={tx('newName')} defaultValue={node.name} autoFocus onChange={(e) => (name = e.target.value)} />,
      okText: tx('ok'),
      cancelText: tx('cancel'),
      onOk: async () => {
        await http.put(`/api/Disk/Node/${node.id}/Name`, { name });
        reload();
      },
    });
  };
  const remove = (ids: string[]) =>
    modal.confirm({
      title: tx('removeConfirm', { n: ids.length }),
      okText: tx('ok'),
      cancelText: tx('cancel'),
      onOk: async () => {
        const r = await http.post('/api/Disk/Node/Actions/Delete', { ids });
        void message.success(r.msg);
        reload();
      },
    });
  const download = async (node: { id: string }) => {
    const { data } = await http.get<{ url: string; name: string }>(`/api/Disk/Node/${node.id}/Url`);
    const a = document.createElement('a');
    a.href = data.url;
    a.download = data.name;
    document.body.appendChild(a);
    a.click();
    a.remove();
  };
  const move = async (ids: string[], targetSpace: Space, parentId: string | null, mode: 'move' | 'copy' = 'move') => {
    const r = await http.post(`/api/Disk/Node/Actions/${mode === 'move' ? 'Move' : 'Copy'}`, { ids, space: targetSpace, parentId });
    void message.success(r.msg);
    reload();
  };
  const binAction = async (action: 'Restore' | 'Purge', ids: string[]) => {
    const go = async () => {
      const r = await http.post(`/api/Disk/Recycle/Actions/${action}`, { ids });
      void message.success(r.msg);
      reload();
    };
    if (action === 'Purge') modal.confirm({ title: tx('purgeConfirm'), okText: tx('ok'), cancelText: tx('cancel'), onOk: go });
    else await go();
  };

  const openItem = (node: DiskNode) => {
    if (node.isFolder) {
      setSearching(false);
      setFolderId(node.id);
      if (view !== 'shared' && node.space !== space) setView(node.space as Space);
    } else if (canPreview(node)) setPreview(node);
    else void download(node);
  };

  // Drag a row onto a folder row or a folder of the tree to move it there.
  const dragProps = (node: DiskNode) => ({
    draggable: permission !== 'read',
    onDragStart: (e: React.DragEvent) => e.dataTransfer.setData('text/disk-ids', JSON.stringify(selected.includes(node.id) ? selected : [node.id])),
    onDragOver: (e: React.DragEvent) => node.isFolder && e.preventDefault(),
    onDrop: (e: React.DragEvent) => {
      const ids = JSON.parse(e.dataTransfer.getData('text/disk-ids') || '[]') as string[];
      if (node.isFolder && ids.length && !ids.includes(node.id)) void move(ids, node.space as Space, node.id);
    },
  });

  const writable = permission !== 'read' && !searching && view !== 'shared';
  const columns: ColumnsType<DiskNode> = [
    {
      title: tx('name'),
      dataIndex: 'name',
      render: (_v, n) => (
        <Space>
          <NodeIcon kind={n.kind} ext={n.ext} />
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openItem(n)}>
            {n.name}
          </Button>
          {n.shared && <ShareAltOutlined aria-label={tx('share')} style={{ color: '#0958d9' }} />}
        </Space>
      ),
    },
    { title: tx('size'), dataIndex: 'size', width: 110, render: (_v, n) => (n.isFolder ? '—' : formatBytes(n.size)) },
    { title: tx('modified'), dataIndex: 'updatedAt', width: 190, render: (v: number) => when(v) },
    { title: tx('creator'), dataIndex: 'creatorName', width: 120 },
    {
      title: tx('actions'),
      key: 'a',
      width: 230,
      render: (_v, n) => (
        <Space size={0} wrap>
          <Button type="link" size="small" onClick={() => download(n)}>{tx('download')}</Button>
          {n.permission !== 'read' && permission !== 'read' && <Button type="link" size="small" onClick={() => rename(n)}>{tx('rename')}</Button>}
          {(view === 'user' || view === 'school' || searching) && <Button type="link" size="small" onClick={() => setSharing(n)}>{tx('share')}</Button>}
        </Space>
      ),
    },
  ];

  const quota = (label: string, used: number, total: number) => (
    <div style={{ marginTop: 8 }}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Progress percent={total > 0 ? Math.min(100, Math.round((used / total) * 1000) / 10) : 0} size="small" status={total > 0 && used / total > 0.9 ? 'exception' : 'normal'} aria-label={label} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {tx('used', { used: formatBytes(used), quota: total > 0 ? formatBytes(total) : tx('unlimited') })}
      </Typography.Text>
    </div>
  );

  const treeData = useMemo(() => treeOf(tree), [tree]);
  const selectedNodes = list.filter((n) => selected.includes(n.id));

  return (
    <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
      <Card size="small" style={{ width: 250, flex: 'none' }}>
        <Menu
          mode="inline"
          selectedKeys={[view]}
          onClick={(e) => open(e.key as View)}
          style={{ borderInlineEnd: 0 }}
          items={[
            { key: 'user', icon: <HomeOutlined />, label: tx('myFiles') },
            { key: 'school', icon: <FolderOpenOutlined />, label: usage?.schoolName ? `${tx('schoolFiles')} · ${usage.schoolName}` : tx('schoolFiles') },
            { key: 'shared', icon: <ShareAltOutlined />, label: tx('sharedWithMe') },
            { key: 'myShares', icon: <ShareAltOutlined />, label: tx('myShares') },
            { key: 'bin', icon: <DeleteOutlined />, label: tx('recycle') },
          ]}
        />
        {(view === 'user' || view === 'school') && treeData.length > 0 && (
          <Tree
            style={{ marginTop: 8 }}
            treeData={treeData}
            selectedKeys={folderId ? [folderId] : []}
            onSelect={(keys) => open(view, (keys[0] as string) ?? null)}
            titleRender={(n) => (
              <span
                onDragOver={(e) => e.preventDefault()}
                onDrop={(e) => {
                  const ids = JSON.parse(e.dataTransfer.getData('text/disk-ids') || '[]') as string[];
                  if (ids.length) void move(ids, space, String(n.key));
                }}
              >
                {n.title as string}
              </span>
            )}
          />
        )}
        {usage && quota(tx('personalQuota'), usage.userUsed, usage.userQuota)}
        {usage && quota(tx('schoolQuota'), usage.schoolUsed, usage.schoolQuota)}
      </Card>

      <Card size="small" style={{ flex: 1, minWidth: 0 }}>
        {view === 'bin' ? (
          <Table<BinRow>
            rowKey="id"
            size="small"
            loading={loading}
            dataSource={bin}
            pagination={false}
            locale={{ emptyText: <Empty description={tx('empty')} /> }}
            columns={[
              { title: tx('name'), dataIndex: 'name', render: (_v, b) => <Space><NodeIcon kind={b.kind} />{b.name}</Space> },
              { title: tx('size'), dataIndex: 'size', width: 110, render: (v: number) => formatBytes(v) },
              { title: tx('deletedAt'), dataIndex: 'deletedAt', width: 190, render: (v: number) => when(v) },
              { title: tx('deletedBy'), dataIndex: 'deletedByName', width: 120 },
              {
                title: tx('actions'),
                key: 'a',
                width: 200,
                render: (_v, b) => (
                  <Space size={0}>
                    <Button type="link" size="small" icon={<UndoOutlined />} onClick={() => binAction('Restore', [b.id])}>{tx('restore')}</Button>
                    <Button type="link" size="small" danger onClick={() => binAction('Purge', [b.id])}>{tx('purge')}</Button>
                  </Space>
                ),
              },
            ]}
          />
        ) : view === 'myShares' ? (
          <Table<ShareRow>
            rowKey="id"
            size="small"
            loading={loading}
            dataSource={myShares}
            pagination={false}
            locale={{ emptyText: <Empty description={tx('empty')} /> }}
            columns={[
              { title: tx('name'), dataIndex: 'nodeName' },
              { title: tx('share'), key: 'k', render: (_v, s) => (s.kind === 'link' ? <Typography.Text copyable={{ text: `${window.location.origin}/share/${s.token}` }}>{tx('linkShare')}</Typography.Text> : s.targetName) },
              { title: tx('expires'), dataIndex: 'expiresAt', width: 190, render: (v: number | null, s) => (s.locked ? tx('locked') : v ? when(v) : tx('never')) },
              {
                title: tx('actions'),
                key: 'a',
                width: 120,
                render: (_v, s) => (
                  <Button type="link" size="small" onClick={() => void http.delete(`/api/Disk/Share/${s.id}`).then(reload)}>
                    {tx('unshare')}
                  </Button>
                ),
              },
            ]}
          />
        ) : (
          <>
            <Space wrap style={{ marginBottom: 8 }}>
              {writable && (
                <>
                  <Button type="primary" icon={<CloudUploadOutlined />} onClick={() => fileInput.current?.click()}>{tx('uploadFiles')}</Button>
                  <Button icon={<CloudUploadOutlined />} onClick={() => folderInput.current?.click()}>{tx('uploadFolder')}</Button>
                  <Button icon={<FolderAddOutlined />} onClick={newFolder}>{tx('newFolder')}</Button>
                </>
              )}
              <Button icon={<DownloadOutlined />} disabled={selected.length !== 1} onClick={() => download({ id: selected[0] })}>{tx('download')}</Button>
              {writable && (
                <>
                  <Button icon={<SwapOutlined />} disabled={!selected.length} onClick={() => setTransfer({ mode: 'move', ids: selected })}>{tx('moveTo')}</Button>
                  <Button icon={<CopyOutlined />} disabled={!selected.length} onClick={() => setTransfer({ mode: 'copy', ids: selected })}>{tx('copyTo')}</Button>
                  <Button icon={<ShareAltOutlined />} disabled={selectedNodes.length !== 1} onClick={() => setSharing(selectedNodes[0])}>{tx('share')}</Button>
                  <Button danger icon={<DeleteOutlined />} disabled={!selected.length} onClick={() => remove(selected)}>{tx('remove')}</Button>
                </>
              )}
              <Input.Search
                aria-label={tx('searchPlaceholder')}
                placeholder={tx('searchPlaceholder')}
                allowClear
                style={{ width: 200 }}
                onSearch={(v) => {
                  setKeyword(v);
                  setSearching(!!v || !!kind);
                }}
              />
              <Select
                aria-label={tx('allKinds')}
                allowClear
                placeholder={tx('allKinds')}
                style={{ width: 120 }}
                value={kind}
                onChange={(v) => {
                  setKind(v);
                  setSearching(!!v || !!keyword);
                }}
                options={DISK_KINDS.filter((k) => k !== 'folder').map((k) => ({ value: k, label: tx(`kind_${k}` as DiskTextKey) }))}
              />
            </Space>
            <input ref={fileInput} type="file" multiple hidden aria-label={tx('uploadFiles')} data-testid="disk-file-input" onChange={(e) => { void startUploads([...(e.target.files ?? [])]); e.target.value = ''; }} />
            <input
              ref={folderInput}
              type="file"
              multiple
              hidden
              aria-label={tx('uploadFolder')}
              data-testid="disk-folder-input"
              {...({ webkitdirectory: '' } as Record<string, string>)}
              onChange={(e) => { void startUploads([...(e.target.files ?? [])]); e.target.value = ''; }}
            />
            {!searching && (
              <Breadcrumb
                style={{ marginBottom: 8 }}
                items={[
                  { title: <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(view, null)}>{tx(view === 'school' ? 'schoolFiles' : view === 'shared' ? 'sharedWithMe' : 'myFiles')}</Button> },
                  ...path.map((c) => ({ title: <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(view, c.id)}>{c.name}</Button> })),
                ]}
              />
            )}
            <Table<DiskNode>
              rowKey="id"
              size="small"
              loading={loading}
              dataSource={list}
              columns={columns}
              pagination={false}
              rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as string[]) }}
              onRow={(n) => ({ ...dragProps(n), onDoubleClick: () => openItem(n) })}
              locale={{ emptyText: <Empty description={tx('empty')} /> }}
            />
            {writable && list.some((n) => n.isFolder) && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{tx('dropHere')}</Typography.Text>}
          </>
        )}
        {uploads.length > 0 && (
          <Card size="small" title={tx('uploads')} style={{ marginTop: 12 }} data-testid="disk-uploads">
            {uploads.map((u) => (
              <div key={u.key} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                <span style={{ width: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{[...u.dirs, u.file.name].join('/')}</span>
                <Progress
                  style={{ flex: 1, margin: 0 }}
                  size="small"
                  percent={u.file.size ? Math.round((u.sent / u.file.size) * 100) : 0}
                  status={u.state === 'failed' ? 'exception' : u.state === 'done' ? 'success' : 'active'}
                  aria-label={u.file.name}
                />
                <span style={{ width: 160 }} data-state={u.state}>
                  {u.instant ? tx('instant') : tx(u.state)}
                  {u.resumed ? ` · ${tx('resumed', { n: u.resumed })}` : ''}
                </span>
                {u.state === 'failed' && (
                  <Button size="small" onClick={() => retry(u)} title={u.message}>
                    {tx('resume')}
                  </Button>
                )}
              </div>
            ))}
          </Card>
        )}
      </Card>

      <PreviewModal item={preview} lang={lang} onClose={() => setPreview(null)} />
      <ShareDialog node={sharing} lang={lang} onClose={() => setSharing(null)} />
      <TransferDialog
        open={transfer}
        tx={tx}
        onClose={() => setTransfer(null)}
        onPick={async (targetSpace, parentId) => {
          if (!transfer) return;
          await move(transfer.ids, targetSpace, parentId, transfer.mode);
          setTransfer(null);
        }}
      />
    </div>
  );
}

/** Where to move or copy: a space and one of its folders. */
function TransferDialog({
  open,
  tx,
  onClose,
  onPick,
}: {
  open: { mode: 'move' | 'copy' } | null;
  tx: (k: DiskTextKey) => string;
  onClose: () => void;
  onPick: (space: Space, parentId: string | null) => Promise<void>;
}) {
  const [space, setSpace] = useState<Space>('user');
  const [folder, setFolder] = useState<string>('');
  const [rows, setRows] = useState<TreeRow[]>([]);
  useEffect(() => {
    if (open) void http.get<{ list: TreeRow[] }>('/api/Disk/Tree', { space }).then((r) => setRows(r.data.list));
  }, [open, space]);
  const data = useMemo(() => {
    type Option = { value: string; title: string; children: Option[] };
    const toSelect = (nodes: DataNode[]): Option[] =>
      nodes.map((n) => ({ value: String(n.key), title: String(n.title), children: toSelect(n.children ?? []) }));
    return [{ value: '', title: tx('topLevel'), children: toSelect(treeOf(rows)) }];
  }, [rows, tx]);
  return (
    <Modal open={!!open} title={open ? tx(open.mode === 'move' ? 'moveTo' : 'copyTo') : ''} onCancel={onClose} onOk={() => onPick(space, folder || null)} okText={tx('ok')} cancelText={tx('cancel')} destroyOnClose>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Select
          aria-label={tx('pickTarget')}
          value={space}
          onChange={(v) => {
            setSpace(v);
            setFolder('');
          }}
          options={[
            { value: 'user', label: tx('myFiles') },
            { value: 'school', label: tx('schoolFiles') },
          ]}
        />
        <TreeSelect aria-label={tx('pickTarget')} style={{ width: '100%' }} value={folder} onChange={setFolder} treeData={data} treeDefaultExpandAll />
      </Space>
    </Modal>
  );
}
