import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { App, Button, Card, Checkbox, Col, Drawer, Empty, Input, List, Menu, Popconfirm, Row, Space, Switch, Tag, Typography } from 'antd';
import { FolderOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import { useRenderer } from '../../../../renderer/RendererContext';
import EmptyText from '../../community/EmptyText';
import { documentWords, type DocumentWord } from '../../../../contract/examples/document/words';
import DiffView, { type DiffAnswer } from './DiffView';

const RichTextEditor = lazy(() => import('../../../../widgets/RichTextEditor/RichTextEditor'));

interface Doc {
  id: string;
  title: string;
  folderId: string | null;
  version: number;
  published: boolean;
  ownerName: string;
  mine: boolean;
  updatedAt: number;
}
interface Detail extends Doc {
  bodyHtml: string;
  sharedWith: { id: string; realName: string }[];
}
interface Version {
  version: number;
  title: string;
  userName: string;
  restoredFrom: number | null;
  createdAt: number;
}

/** 知识文档: folders, documents with a rich-text editor, a version on every save, diff and restore, publish. */
export default function DocumentView() {
  const env = useRenderer();
  const { message } = App.useApp();
  const w = (k: DocumentWord, n?: number) => documentWords[env.lang][k].replace('{n}', String(n ?? ''));
  const [folders, setFolders] = useState<{ id: string; name: string; count: number }[]>([]);
  const [scope, setScope] = useState<string>('all');
  const [docs, setDocs] = useState<Doc[] | null>(null);
  const [doc, setDoc] = useState<Detail | 'new' | null>(null);
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const [versionsOpen, setVersionsOpen] = useState(false);
  const fail = (e: unknown) => message.error((e as { msg?: string }).msg ?? String(e));

  const loadFolders = useCallback(() => env.services.request<{ list: typeof folders }>('GET', '/api/Extend/Document/Folder').then((d) => setFolders(d.list), () => undefined), [env.services]);
  const loadDocs = useCallback(() => {
    const params: Record<string, unknown> = { pageSize: 200 };
    if (scope === 'shared') params.scope = 'shared';
    else if (scope !== 'all') params.folderId = scope;
    env.services.request<{ list: Doc[] }>('GET', '/api/Extend/Document', params).then((d) => setDocs(d.list), () => setDocs([]));
  }, [env.services, scope]);
  useEffect(() => void loadFolders(), [loadFolders]);
  useEffect(loadDocs, [loadDocs]);

  const open = async (id: string) => {
    const d = await env.services.request<Detail>('GET', `/api/Extend/Document/${id}`);
    setDoc(d);
    setTitle(d.title);
    setBody(d.bodyHtml);
  };
  const save = async () => {
    try {
      const folderId = scope !== 'all' && scope !== 'shared' ? scope : undefined;
      if (doc === 'new') {
        const r = await env.services.request<{ id: string }>('POST', '/api/Extend/Document', { title, bodyHtml: body, folderId });
        message.success(w('saved', 1));
        await open(r.id);
      } else if (doc) {
        const r = await env.services.request<{ version: number }>('PUT', `/api/Extend/Document/${doc.id}`, { title, bodyHtml: body, folderId: doc.folderId });
        message.success(w('saved', r.version));
        await open(doc.id);
      }
      loadDocs();
      loadFolders();
    } catch (e) {
      fail(e);
    }
  };
  const addFolder = async () => {
    const name = window.prompt(w('folderName'));
    if (!name?.trim()) return;
    await env.services.request('POST', '/api/Extend/Document/Folder', { name }).then(loadFolders, fail);
  };
  const readOnly = doc !== null && doc !== 'new' && !doc.mine;

  return (
    <Row gutter={16}>
      <Col xs={24} md={5}>
        <Card size="small" title={w('folders')} extra={<Button size="small" type="text" icon={<PlusOutlined />} aria-label={w('newFolder')} onClick={addFolder} />}>
          <Menu
            mode="inline"
            selectedKeys={[scope]}
            onClick={(e) => setScope(e.key)}
            style={{ borderInlineEnd: 0 }}
            items={[
              { key: 'all', label: w('all') },
              { key: 'shared', label: w('shared') },
              ...folders.map((f) => ({ key: f.id, icon: <FolderOutlined />, label: `${f.name} (${f.count})` })),
            ]}
          />
        </Card>
      </Col>
      <Col xs={24} md={6}>
        <Card
          size="small"
          title={w('title')}
          extra={
            <Button size="small" type="primary" icon={<PlusOutlined />} data-testid="doc-new" onClick={() => (setDoc('new'), setTitle(''), setBody(''))}>
              {w('newDoc')}
            </Button>
          }
        >
          <List<Doc>
            loading={docs === null}
            dataSource={docs ?? []}
            locale={{ emptyText: <EmptyText text={w('empty')} /> }}
            renderItem={(d) => (
              <List.Item style={{ cursor: 'pointer', background: doc !== 'new' && doc?.id === d.id ? '#e6f4ff' : undefined, paddingInline: 8 }} onClick={() => open(d.id)}>
                <List.Item.Meta title={d.title} description={`${w('version', d.version)} · ${d.ownerName}${d.published ? ` · ${w('published')}` : ''}`} />
              </List.Item>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} md={13}>
        <Card size="small">
          {doc === null ? (
            <Empty description={w('pick')} />
          ) : (
            <Space direction="vertical" style={{ width: '100%' }}>
              {readOnly ? <Tag color="orange">{w('readOnly')}</Tag> : null}
              <Input aria-label={w('docTitle')} placeholder={w('docTitle')} value={title} disabled={readOnly} onChange={(e) => setTitle(e.target.value)} data-testid="doc-title" />
              <Suspense fallback={<Card loading />}>
                <RichTextEditor id="doc-body" value={body} disabled={readOnly} onChange={(v) => setBody(v ?? '')} label={w('docTitle')} />
              </Suspense>
              <Space wrap>
                {!readOnly ? (
                  <Button type="primary" onClick={save} disabled={!title.trim()} data-testid="doc-save">
                    {w('save')}
                  </Button>
                ) : null}
                {doc !== 'new' ? (
                  <>
                    <Button icon={<HistoryOutlined />} onClick={() => setVersionsOpen(true)} data-testid="doc-versions">
                      {w('versions')} ({doc.version})
                    </Button>
                    {doc.mine ? (
                      <span>
                        <Switch
                          checked={doc.published}
                          aria-label={w('publish')}
                          onChange={(v) => env.services.request('POST', `/api/Extend/Document/${doc.id}/Actions/Publish`, { published: v }).then(() => open(doc.id).then(loadDocs), fail)}
                        />{' '}
                        {w('publish')}
                      </span>
                    ) : null}
                    {doc.mine ? (
                      <Popconfirm title={w('removeTitle')} onConfirm={() => env.services.request('DELETE', `/api/Extend/Document/${doc.id}`).then(() => (setDoc(null), loadDocs(), loadFolders()), fail)}>
                        <Button danger>{w('remove')}</Button>
                      </Popconfirm>
                    ) : null}
                  </>
                ) : null}
              </Space>
            </Space>
          )}
        </Card>
      </Col>
      {versionsOpen && doc && doc !== 'new' ? (
        <Versions docId={doc.id} mine={doc.mine} w={w} onClose={() => setVersionsOpen(false)} onRestored={() => open(doc.id).then(loadDocs)} />
      ) : null}
    </Row>
  );
}

function Versions({ docId, mine, w, onClose, onRestored }: { docId: string; mine: boolean; w: (k: DocumentWord, n?: number) => string; onClose(): void; onRestored(): void }) {
  const env = useRenderer();
  const { message } = App.useApp();
  const [list, setList] = useState<Version[]>([]);
  const [picked, setPicked] = useState<number[]>([]);
  const [diff, setDiff] = useState<DiffAnswer | null>(null);
  const load = useCallback(() => env.services.request<{ list: Version[] }>('GET', `/api/Extend/Document/${docId}/Versions`).then((d) => {
    setList(d.list);
    setPicked(d.list.slice(0, 2).map((v) => v.version));
  }), [docId, env.services]);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    if (picked.length !== 2) return setDiff(null);
    const [a, b] = [...picked].sort((x, y) => x - y);
    env.services.request<DiffAnswer>('GET', `/api/Extend/Document/${docId}/Diff`, { from: a, to: b }).then(setDiff, () => setDiff(null));
  }, [picked, docId, env.services]);
  const toggle = (v: number) => setPicked((p) => (p.includes(v) ? p.filter((x) => x !== v) : [...p, v].slice(-2)));
  return (
    <Drawer open width={900} title={w('versions')} onClose={onClose}>
      <Typography.Text type="secondary">{w('pickTwo')}</Typography.Text>
      <List<Version>
        size="small"
        dataSource={list}
        renderItem={(v) => (
          <List.Item
            actions={
              mine
                ? [
                    <Popconfirm
                      key="r"
                      title={w('restore')}
                      onConfirm={() =>
                        env.services.request<{ version: number }>('POST', `/api/Extend/Document/${docId}/Actions/Restore`, { version: v.version }).then((r) => {
                          message.success(w('restored', r.version));
                          void load();
                          onRestored();
                        })
                      }
                    >
                      <Button size="small" type="link">
                        {w('restore')}
                      </Button>
                    </Popconfirm>,
                  ]
                : []
            }
          >
            <Checkbox checked={picked.includes(v.version)} onChange={() => toggle(v.version)} data-testid={`doc-version-${v.version}`}>
              {w('version', v.version)} · {v.userName} · {new Date(v.createdAt).toLocaleString()}
              {v.restoredFrom ? ` · ${w('restoredFrom', v.restoredFrom)}` : ''}
            </Checkbox>
          </List.Item>
        )}
      />
      {diff ? <DiffView diff={diff} w={w} /> : null}
    </Drawer>
  );
}
