import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { App, Button, Card, Checkbox, Col, Descriptions, Empty, Form, Input, List, Modal, Popconfirm, Row, Select, Space, Tabs, Tag, Timeline, Typography } from 'antd';
import { FolderOutlined, PlusOutlined } from '@ant-design/icons';
import { http } from '../../api/client';
import { useSession } from '../../stores/session';
import { fill, formatDay, useLangCode, useTexts } from '../community/useLang';
import { tsTexts, type TsTexts } from './texts';
import EmptyText from '../community/EmptyText';

export interface Profile {
  userId: string;
  realName: string;
  organizeName: string;
  departmentName: string;
  subjects: string;
  title: string;
  intro: string;
  honours: { year: string; name: string }[];
  publicPage: boolean;
}
export interface Resource {
  id: string;
  userId?: string;
  userName?: string;
  studioId?: string | null;
  kind: string;
  title: string;
  summary: string;
  subject: string;
  url: string;
  isPublic?: boolean;
  createdAt: number;
}
interface Studio {
  id: string;
  name: string;
  intro: string;
  organizeName: string;
  leaderId: string;
  leaderName: string;
  memberCount: number;
  resourceCount: number;
}
interface Homepage {
  profile: Profile;
  resources: Resource[];
  posts: { id: string; content: string; createdAt: number }[];
  studios: Studio[];
  diskShares: DiskShare[];
}

export interface DiskShare {
  id: string;
  name: string;
  isFolder: boolean;
  ext: string;
  updatedAt: number;
  link: string | null;
}

/** What a teacher shares from 网络硬盘: a public link opens the share page; the owner's own items open the disk. */
export function DiskShareList({ tx, list, mine }: { tx: TsTexts; list: DiskShare[]; mine?: boolean }) {
  const lang = useLangCode();
  return (
    <List
      size="small"
      dataSource={list}
      locale={{ emptyText: <EmptyText text={tx.empty} /> }}
      renderItem={(d) => (
        <List.Item
          actions={d.link ? [<a key="o" href={d.link} target="_blank" rel="noopener noreferrer">{tx.openFile}</a>] : mine ? [<a key="o" href="/networkDisk">{tx.openFile}</a>] : []}
        >
          <List.Item.Meta title={<Space><Tag>{d.isFolder ? <FolderOutlined aria-hidden /> : (d.ext || '—').toUpperCase()}</Tag>{d.name}</Space>} description={formatDay(d.updatedAt, lang)} />
        </List.Item>
      )}
    />
  );
}

/** 教师空间: teachers' homepages and the studios, for signed-in colleagues. */
export default function TeacherSpaceView() {
  const tx = useTexts(tsTexts);
  return (
    <Card variant="borderless" data-testid="teacher-space">
      <Tabs
        destroyOnHidden
        items={[
          { key: 'teachers', label: tx.teachers, children: <Teachers tx={tx} /> },
          { key: 'studios', label: tx.studios, children: <Studios tx={tx} /> },
        ]}
      />
    </Card>
  );
}

function Teachers({ tx }: { tx: TsTexts }) {
  const me = useSession((s) => s.userInfo?.userId ?? '');
  const [keyword, setKeyword] = useState('');
  const [list, setList] = useState<Profile[]>([]);
  const [params] = useSearchParams();
  // /teacherSpace?userId=… (the public page's address) opens that teacher's page for a signed-in colleague too.
  const [selected, setSelected] = useState<string>(params.get('userId') ?? '');
  useEffect(() => {
    http.get<{ list: Profile[] }>('/api/TeacherSpace/Teachers', { keyword }).then((r) => setList(r.data.list), () => setList([]));
  }, [keyword]);
  const current = selected || me;
  return (
    <Row gutter={16}>
      <Col xs={24} md={7}>
        <Input.Search allowClear placeholder={tx.search} aria-label={tx.search} onSearch={setKeyword} style={{ marginBottom: 8 }} />
        <List
          size="small"
          bordered
          dataSource={[{ userId: me, realName: tx.myPage, subjects: '', organizeName: '' } as Profile, ...list.filter((p) => p.userId !== me)]}
          renderItem={(p) => (
            <List.Item style={{ cursor: 'pointer', background: p.userId === current ? 'var(--ant-color-primary-bg, #e6f4ff)' : undefined }} onClick={() => setSelected(p.userId)}>
              <Button type="link" style={{ padding: 0 }} onClick={() => setSelected(p.userId)}>{p.realName}</Button>
              <Typography.Text type="secondary">{[p.subjects, p.organizeName].filter(Boolean).join(' · ')}</Typography.Text>
            </List.Item>
          )}
        />
      </Col>
      <Col xs={24} md={17}>{current && <TeacherHome tx={tx} userId={current} mine={current === me} />}</Col>
    </Row>
  );
}

export function ProfileCard({ tx, profile }: { tx: TsTexts; profile: Omit<Profile, 'userId' | 'departmentName' | 'publicPage'> & { departmentName?: string } }) {
  return (
    <>
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {profile.realName} {profile.title && <Tag color="blue">{profile.title}</Tag>}
      </Typography.Title>
      <Descriptions column={1} size="small">
        <Descriptions.Item label={tx.subjects}>{profile.subjects}</Descriptions.Item>
        <Descriptions.Item label={tx.studio}>{[profile.organizeName, profile.departmentName].filter(Boolean).join(' / ')}</Descriptions.Item>
      </Descriptions>
      {profile.intro && <Typography.Paragraph>{profile.intro}</Typography.Paragraph>}
      {profile.honours.length > 0 && (
        <>
          <Typography.Title level={5}>{tx.honours}</Typography.Title>
          <Timeline items={profile.honours.map((h) => ({ children: `${h.year} · ${h.name}` }))} />
        </>
      )}
    </>
  );
}

export function ResourceList({ tx, list, onRemove }: { tx: TsTexts; list: Resource[]; onRemove?: (r: Resource) => void }) {
  const lang = useLangCode();
  return (
    <List
      size="small"
      dataSource={list}
      locale={{ emptyText: <EmptyText text={tx.empty} /> }}
      renderItem={(r) => (
        <List.Item
          actions={[
            ...(r.url ? [<a key="o" href={r.url} target="_blank" rel="noopener noreferrer">{tx.open}</a>] : []),
            ...(onRemove ? [<Popconfirm key="d" title={tx.remove} onConfirm={() => onRemove(r)}><Button size="small" type="link" danger>{tx.remove}</Button></Popconfirm>] : []),
          ]}
        >
          <List.Item.Meta
            title={
              <Space>
                <Tag color={r.kind === 'lesson' ? 'geekblue' : 'purple'}>{tx[`kind_${r.kind}` as keyof TsTexts]}</Tag>
                {r.title}
                {r.isPublic && <Tag>{tx.isPublic}</Tag>}
              </Space>
            }
            description={`${r.summary}${r.userName ? ` · ${r.userName}` : ''} · ${formatDay(r.createdAt, lang)}`}
          />
        </List.Item>
      )}
    />
  );
}

function TeacherHome({ tx, userId, mine }: { tx: TsTexts; userId: string; mine: boolean }) {
  const { message } = App.useApp();
  const lang = useLangCode();
  const [data, setData] = useState<Homepage | null | 'missing'>(null);
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const load = useCallback(() => {
    http.get<Homepage>(`/api/TeacherSpace/Teacher/${encodeURIComponent(userId)}`, undefined, { silent: true }).then((r) => setData(r.data), () => setData('missing'));
  }, [userId]);
  useEffect(load, [load]);
  if (!data) return <Card loading variant="borderless" />;
  if (data === 'missing') return <Empty description={<EmptyText text={tx.notFound} />} />;
  const remove = async (r: Resource) => {
    await http.delete(`/api/TeacherSpace/Resource/${r.id}`);
    load();
  };
  return (
    <Card size="small" data-testid="teacher-home">
      {mine && (
        <Space style={{ float: 'right' }}>
          <Button onClick={() => setEditing(true)}>{tx.editProfile}</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>{tx.addResource}</Button>
        </Space>
      )}
      <ProfileCard tx={tx} profile={data.profile} />
      {data.profile.publicPage && (
        <Typography.Paragraph type="secondary">
          {tx.publicLink}：<Typography.Text copyable>{`${window.location.origin}/teacherSpace?userId=${data.profile.userId}`}</Typography.Text>
        </Typography.Paragraph>
      )}
      <Tabs
        size="small"
        items={[
          { key: 'l', label: tx.lessons, children: <ResourceList tx={tx} list={data.resources.filter((r) => r.kind === 'lesson')} onRemove={mine ? remove : undefined} /> },
          { key: 'r', label: tx.resources, children: <ResourceList tx={tx} list={data.resources.filter((r) => r.kind === 'resource')} onRemove={mine ? remove : undefined} /> },
          {
            key: 'p',
            label: tx.posts,
            children: <List size="small" dataSource={data.posts} locale={{ emptyText: <EmptyText text={tx.empty} /> }} renderItem={(p) => <List.Item extra={formatDay(p.createdAt, lang)}>{p.content}</List.Item>} />,
          },
          { key: 'd', label: tx.diskShares, children: <DiskShareList tx={tx} list={data.diskShares} mine={mine} /> },
          { key: 's', label: tx.studios, children: <List size="small" dataSource={data.studios} locale={{ emptyText: <EmptyText text={tx.empty} /> }} renderItem={(s) => <List.Item>{s.name} · {s.leaderName}</List.Item>} /> },
        ]}
      />
      {editing && (
        <ProfileEditor
          tx={tx}
          profile={data.profile}
          onClose={(saved) => {
            setEditing(false);
            if (saved) {
              void message.success(tx.saved);
              load();
            }
          }}
        />
      )}
      {adding && (
        <ResourceEditor
          tx={tx}
          studios={data.studios}
          onClose={(saved) => {
            setAdding(false);
            if (saved) load();
          }}
        />
      )}
    </Card>
  );
}

function ProfileEditor({ tx, profile, onClose }: { tx: TsTexts; profile: Profile; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm();
  const save = async () => {
    const v = await form.validateFields();
    await http.put('/api/TeacherSpace/Profile', { subjects: v.subjects ?? '', title: v.title ?? '', intro: v.intro ?? '', publicPage: !!v.publicPage, honours: (v.honours ?? []).filter((h: { name?: string }) => h?.name) });
    onClose(true);
  };
  return (
    <Modal open title={tx.editProfile} onCancel={() => onClose(false)} onOk={() => void save()} okText={tx.save} cancelText={tx.cancel} width={640}>
      <Form form={form} layout="vertical" initialValues={profile}>
        <Form.Item name="subjects" label={tx.subjects}><Input maxLength={100} /></Form.Item>
        <Form.Item name="title" label={tx.title}><Input maxLength={50} /></Form.Item>
        <Form.Item name="intro" label={tx.intro}><Input.TextArea maxLength={2000} rows={4} /></Form.Item>
        <Form.List name="honours">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f) => (
                <Space key={f.key} align="baseline">
                  <Form.Item name={[f.name, 'year']} aria-label={tx.honourYear}><Input placeholder={tx.honourYear} aria-label={tx.honourYear} maxLength={10} style={{ width: 90 }} /></Form.Item>
                  <Form.Item name={[f.name, 'name']}><Input placeholder={tx.honourName} aria-label={tx.honourName} maxLength={100} style={{ width: 320 }} /></Form.Item>
                  <Button type="link" danger onClick={() => remove(f.name)}>{tx.remove}</Button>
                </Space>
              ))}
              <Button onClick={() => add({ year: String(new Date().getFullYear()), name: '' })} icon={<PlusOutlined />}>{tx.addHonour}</Button>
            </>
          )}
        </Form.List>
        <Form.Item name="publicPage" valuePropName="checked" style={{ marginTop: 12 }}><Checkbox>{tx.publicPage}</Checkbox></Form.Item>
      </Form>
    </Modal>
  );
}

function ResourceEditor({ tx, studios, onClose }: { tx: TsTexts; studios: Studio[]; onClose: (saved: boolean) => void }) {
  const [form] = Form.useForm();
  const save = async () => {
    const v = await form.validateFields();
    await http.post('/api/TeacherSpace/Resource', { kind: v.kind, title: v.title, summary: v.summary ?? '', subject: v.subject ?? '', url: v.url ?? '', studioId: v.studioId || undefined, isPublic: !!v.isPublic });
    onClose(true);
  };
  return (
    <Modal open title={tx.addResource} onCancel={() => onClose(false)} onOk={() => void save()} okText={tx.save} cancelText={tx.cancel}>
      <Form form={form} layout="vertical" initialValues={{ kind: 'lesson' }}>
        <Form.Item name="kind" label={tx.kind}><Select options={['lesson', 'resource'].map((k) => ({ value: k, label: tx[`kind_${k}` as keyof TsTexts] }))} /></Form.Item>
        <Form.Item name="title" label={tx.resTitle} rules={[{ required: true, message: fill(tx.required, { name: tx.resTitle }) }]}><Input maxLength={100} /></Form.Item>
        <Form.Item name="summary" label={tx.summary}><Input.TextArea maxLength={500} rows={2} /></Form.Item>
        <Form.Item name="url" label={tx.url}><Input maxLength={500} /></Form.Item>
        <Form.Item name="studioId" label={tx.shareTo}><Select allowClear placeholder={tx.none} options={studios.map((s) => ({ value: s.id, label: s.name }))} /></Form.Item>
        <Form.Item name="isPublic" valuePropName="checked"><Checkbox>{tx.isPublic}</Checkbox></Form.Item>
      </Form>
    </Modal>
  );
}

function Studios({ tx }: { tx: TsTexts }) {
  const [list, setList] = useState<Studio[]>([]);
  const [open, setOpen] = useState<string | null>(null);
  useEffect(() => {
    http.get<{ list: Studio[] }>('/api/TeacherSpace/Studio').then((r) => setList(r.data.list), () => setList([]));
  }, [open]);
  if (open) return <StudioDetail tx={tx} id={open} onBack={() => setOpen(null)} />;
  if (!list.length) return <Empty description={<EmptyText text={tx.empty} />} />;
  return (
    <List
      grid={{ gutter: 16, xs: 1, md: 2, xl: 3 }}
      dataSource={list}
      renderItem={(s) => (
        <List.Item>
          <Card size="small" title={s.name} extra={<Button type="link" autoInsertSpace={false} onClick={() => setOpen(s.id)} aria-label={`${tx.open} ${s.name}`}>{tx.open}</Button>}>
            <Typography.Paragraph ellipsis={{ rows: 2 }}>{s.intro}</Typography.Paragraph>
            <Typography.Text type="secondary">
              {tx.leader}：{s.leaderName} · {s.organizeName} · {fill(tx.memberCount, { n: s.memberCount })} · {fill(tx.resourceCount, { n: s.resourceCount })}
            </Typography.Text>
          </Card>
        </List.Item>
      )}
    />
  );
}

function StudioDetail({ tx, id, onBack }: { tx: TsTexts; id: string; onBack: () => void }) {
  const [data, setData] = useState<{ studio: Studio; members: { userId: string; realName: string; organizeName: string; subjects: string; leader: boolean }[]; resources: Resource[]; mayManage: boolean } | null | 'missing'>(null);
  const [candidates, setCandidates] = useState<{ value: string; label: string }[]>([]);
  const [pick, setPick] = useState<string | undefined>();
  const load = useCallback(() => {
    http.get<Exclude<NonNullable<typeof data>, 'missing'>>(`/api/TeacherSpace/Studio/${id}`).then((r) => setData(r.data), () => setData('missing'));
  }, [id]);
  useEffect(load, [load]);
  const search = (keyword: string) => {
    http.get<{ list: { id: string; realName: string; organizeName: string }[] }>('/api/Space/People', { view: 'all', keyword, pageSize: 20 }, { silent: true }).then(
      (r) => setCandidates(r.data.list.map((p) => ({ value: p.id, label: `${p.realName}（${p.organizeName}）` }))),
      () => setCandidates([]),
    );
  };
  if (!data) return <Card loading variant="borderless" />;
  if (data === 'missing') return <Empty description={<EmptyText text={tx.notFound} />} />;
  const add = async () => {
    if (!pick) return;
    await http.post(`/api/TeacherSpace/Studio/${id}/Member`, { userId: pick });
    setPick(undefined);
    load();
  };
  return (
    <div data-testid="studio-detail">
      <Button type="link" onClick={onBack} style={{ paddingLeft: 0 }}>{tx.back}</Button>
      <Typography.Title level={4}>{data.studio.name}</Typography.Title>
      <Typography.Paragraph>{data.studio.intro}</Typography.Paragraph>
      <Row gutter={16}>
        <Col xs={24} md={10}>
          <Card size="small" title={tx.members}>
            {data.mayManage && (
              <Space.Compact style={{ width: '100%', marginBottom: 8 }}>
                <Select showSearch filterOption={false} onSearch={search} value={pick} onChange={setPick} options={candidates} placeholder={tx.addMember} aria-label={tx.addMember} style={{ flex: 1 }} />
                <Button onClick={() => void add()} disabled={!pick}>{tx.addMember}</Button>
              </Space.Compact>
            )}
            <List
              size="small"
              dataSource={data.members}
              renderItem={(m) => (
                <List.Item
                  actions={
                    data.mayManage && !m.leader
                      ? [<Button key="r" size="small" type="link" danger onClick={() => void http.delete(`/api/TeacherSpace/Studio/${id}/Member/${m.userId}`).then(load)}>{tx.removeMember}</Button>]
                      : []
                  }
                >
                  {m.realName} {m.leader && <Tag color="gold">{tx.leader}</Tag>} <Typography.Text type="secondary">{m.subjects} · {m.organizeName}</Typography.Text>
                </List.Item>
              )}
            />
          </Card>
        </Col>
        <Col xs={24} md={14}>
          <Card size="small" title={tx.shared}>
            <ResourceList tx={tx} list={data.resources} />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
