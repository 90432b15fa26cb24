import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { App, Button, Card, Col, Descriptions, Empty, Form, Image, Input, List, Popconfirm, Rate, Result, Row, Select, Space, Switch, Tabs, Tag, Typography, Upload } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { http } from '../../api/client';
import { useSession } from '../../stores/session';
import { flattenRoutes } from '../../router/buildRoutes';
import type { CurrentUser } from '../../../contract/api';
import { APP_KINDS, appAddressOk } from '../../../contract/appStore/appAddress';
import MenuIcon from '../../layout/MenuIcon';
import { fill, useTexts } from '../community/useLang';
import EmptyText from '../community/EmptyText';
import { appTexts, type AppTexts } from './texts';

interface AppItem {
  id: string;
  name: string;
  kind: string;
  address: string;
  icon: string;
  summary: string;
  published: boolean;
  organizeName: string;
  installCount: number;
  ratingAvg: number;
  ratingCount: number;
  installed: boolean;
  mayEdit: boolean;
}
interface AppDetail extends AppItem {
  description: string;
  screenshots: string[];
  allowRoleIds: string[];
  allowOrganizeIds: string[];
  myScore: number | null;
  ratings: { userName: string; score: number; comment: string; createdAt: number }[];
}

/** The menu follows installs at once: the sidebar is rebuilt from a fresh CurrentUser. */
async function refreshMenu() {
  const r = await http.get<CurrentUser>('/api/Common/Login/CurrentUser');
  useSession.getState().setCurrentUser(r.data);
}

async function toggleInstall(a: Pick<AppItem, 'id' | 'installed'>) {
  if (a.installed) await http.delete(`/api/AppStore/App/${a.id}/Install`);
  else await http.post(`/api/AppStore/App/${a.id}/Install`);
  await refreshMenu();
}

/** 应用商店: /application/{shop,me,detail/:id,edit/:id} in one view, chosen by the address. */
export default function AppStoreView() {
  const { pathname } = useLocation();
  // Each address keeps its own pane (layout/KeepAlive); a hidden pane must keep drawing its own page.
  const [own] = useState(pathname);
  const part = own.split('/')[2] ?? 'shop';
  if (part === 'detail') return <AppDetailPage />;
  if (part === 'edit') return <AppEditPage />;
  return <ShopPage mine={part === 'me'} />;
}

function useIsEditor() {
  const routes = useSession((s) => s.routes);
  // School admins publish apps (the right to publish notices; the server checks the same).
  return useMemo(() => flattenRoutes(routes?.routes ?? []).some((r) => r.meta.enCode === 'system.notice'), [routes]);
}

function ShopPage({ mine }: { mine: boolean }) {
  const tx = useTexts(appTexts);
  const navigate = useNavigate();
  const editor = useIsEditor();
  return (
    <Card variant="borderless" data-testid="app-store">
      {editor && (
        <Space style={{ float: 'right', position: 'relative', zIndex: 1 }}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/application/edit/new')}>
            {tx.publish}
          </Button>
        </Space>
      )}
      <Tabs
        activeKey={mine ? 'me' : 'shop'}
        onChange={(k) => navigate(`/application/${k}`)}
        items={[
          { key: 'shop', label: tx.shop, children: mine ? null : <AppGrid tx={tx} view="shop" /> },
          { key: 'me', label: tx.me, children: mine ? <AppGrid tx={tx} view="mine" /> : null },
          ...(editor ? [{ key: 'manage', label: tx.manage, children: null }] : []),
        ].map((i) => (i.key === 'manage' ? { ...i, children: <AppGrid tx={tx} view="manage" /> } : i))}
      />
    </Card>
  );
}

function AppGrid({ tx, view }: { tx: AppTexts; view: 'shop' | 'mine' | 'manage' }) {
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState('');
  const [kind, setKind] = useState<string | undefined>();
  const [list, setList] = useState<AppItem[] | null>(null);
  const load = useCallback(() => {
    http.get<{ list: AppItem[] }>('/api/AppStore/App', { view, keyword, kind, pageSize: 100 }).then((r) => setList(r.data.list), () => setList([]));
  }, [view, keyword, kind]);
  useEffect(load, [load]);
  const toggle = async (a: AppItem) => {
    await toggleInstall(a);
    void message.success(a.installed ? tx.uninstalledMenu : tx.installedMenu);
    load();
  };
  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={tx.search} aria-label={tx.search} style={{ width: 260 }} onSearch={setKeyword} />
        <Select allowClear placeholder={tx.allKinds} aria-label={tx.kind} style={{ width: 150 }} value={kind} onChange={setKind} options={APP_KINDS.map((k) => ({ value: k, label: tx[`kind_${k}`] }))} />
      </Space>
      {!list ? (
        <Card loading variant="borderless" />
      ) : list.length === 0 ? (
        <Empty description={<EmptyText text={view === 'mine' ? tx.noInstalled : tx.empty} />} />
      ) : (
        <List
          grid={{ gutter: 16, xs: 1, sm: 2, lg: 3, xxl: 4 }}
          dataSource={list}
          renderItem={(a) => (
            <List.Item>
              <Card
                size="small"
                data-testid="app-card"
                title={
                  <Space>
                    <MenuIcon name={a.icon} />
                    <span>{a.name}</span>
                  </Space>
                }
                extra={<Tag>{tx[`kind_${a.kind}` as keyof AppTexts]}</Tag>}
                actions={[
                  <Button key="d" autoInsertSpace={false} type="link" size="small" onClick={() => navigate(`/application/detail/${a.id}`)} aria-label={`${tx.detail} ${a.name}`}>
                    {tx.detail}
                  </Button>,
                  <Button key="i" autoInsertSpace={false} type={a.installed ? 'default' : 'primary'} size="small" onClick={() => void toggle(a)} aria-label={`${a.installed ? tx.uninstall : tx.install} ${a.name}`}>
                    {a.installed ? tx.uninstall : tx.install}
                  </Button>,
                ]}
              >
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ minHeight: 44 }}>{a.summary}</Typography.Paragraph>
                <Space wrap size={4}>
                  <Rate disabled allowHalf value={a.ratingAvg} style={{ fontSize: 14 }} />
                  <Typography.Text type="secondary">{a.ratingCount ? fill(tx.ratings, { n: a.ratingCount }) : tx.noRating}</Typography.Text>
                </Space>
                <div>
                  <Typography.Text type="secondary">{fill(tx.installs, { n: a.installCount })} · {a.organizeName}</Typography.Text>
                  {!a.published && <Tag color="orange" style={{ marginLeft: 8 }}>{tx.unpublished}</Tag>}
                </div>
              </Card>
            </List.Item>
          )}
        />
      )}
    </>
  );
}

function AppDetailPage() {
  const tx = useTexts(appTexts);
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [app, setApp] = useState<AppDetail | null | 'missing'>(null);
  const [score, setScore] = useState(0);
  const [comment, setComment] = useState('');
  const load = useCallback(() => {
    http.get<AppDetail>(`/api/AppStore/App/${encodeURIComponent(id)}`, undefined, { silent: true }).then(
      (r) => {
        setApp(r.data);
        setScore(r.data.myScore ?? 0);
      },
      () => setApp('missing'),
    );
  }, [id]);
  useEffect(load, [load]);
  if (app === null) return <Card loading variant="borderless" />;
  if (app === 'missing') return <Result status="404" title={tx.notFound} extra={<Button onClick={() => navigate('/application/shop')}>{tx.back}</Button>} />;
  const rate = async () => {
    await http.post(`/api/AppStore/App/${app.id}/Rating`, { score, comment });
    void message.success(tx.rated);
    setComment('');
    load();
  };
  return (
    <Card variant="borderless" data-testid="app-detail">
      <Button type="link" style={{ paddingLeft: 0 }} onClick={() => navigate('/application/shop')}>{tx.back}</Button>
      <Space align="start" style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <Space direction="vertical" size={4}>
          <Typography.Title level={3} style={{ margin: 0 }}>
            <MenuIcon name={app.icon} /> {app.name}
          </Typography.Title>
          <Space wrap>
            <Tag>{tx[`kind_${app.kind}` as keyof AppTexts]}</Tag>
            <Rate disabled allowHalf value={app.ratingAvg} />
            <Typography.Text type="secondary">{app.ratingCount ? fill(tx.ratings, { n: app.ratingCount }) : tx.noRating} · {fill(tx.installs, { n: app.installCount })}</Typography.Text>
          </Space>
        </Space>
        <Space>
          {app.mayEdit && <Button onClick={() => navigate(`/application/edit/${app.id}`)}>{tx.edit}</Button>}
          <Button type={app.installed ? 'default' : 'primary'} onClick={() => void toggleInstall(app).then(() => { void message.success(app.installed ? tx.uninstalledMenu : tx.installedMenu); load(); })}>
            {app.installed ? tx.uninstall : tx.install}
          </Button>
        </Space>
      </Space>
      <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
        <Descriptions.Item label={tx.publisher}>{app.organizeName}</Descriptions.Item>
        <Descriptions.Item label={tx.summary}>{app.summary}</Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{app.description}</Typography.Paragraph>
      {app.screenshots.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap>
            {app.screenshots.map((s, i) => (
              <Image key={s} src={s} width={220} alt={fill(tx.screenshotAlt, { name: app.name, n: i + 1 })} />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      <Row gutter={24} style={{ marginTop: 24 }}>
        <Col xs={24} md={10}>
          {app.installed && (
            <Card size="small" title={tx.myRating}>
              <Rate value={score} onChange={setScore} aria-label={tx.rate} />
              <Input.TextArea value={comment} onChange={(e) => setComment(e.target.value)} placeholder={tx.comment} aria-label={tx.comment} maxLength={300} rows={2} style={{ margin: '8px 0' }} />
              <Button type="primary" disabled={!score} onClick={() => void rate()}>{tx.submitRating}</Button>
            </Card>
          )}
        </Col>
        <Col xs={24} md={14}>
          <List
            size="small"
            header={tx.rate}
            dataSource={app.ratings}
            locale={{ emptyText: <EmptyText text={tx.noRating} /> }}
            renderItem={(r) => (
              <List.Item>
                <Space direction="vertical" size={0}>
                  <Space>
                    <Typography.Text strong>{r.userName}</Typography.Text>
                    <Rate disabled value={r.score} style={{ fontSize: 12 }} />
                  </Space>
                  {r.comment && <Typography.Text>{r.comment}</Typography.Text>}
                </Space>
              </List.Item>
            )}
          />
        </Col>
      </Row>
    </Card>
  );
}

interface EditForm {
  name: string;
  kind: string;
  address: string;
  icon?: string;
  summary?: string;
  description?: string;
  allowRoleIds?: string[];
  allowOrganizeIds?: string[];
  published?: boolean;
  screenshots?: string[];
}

function AppEditPage() {
  const tx = useTexts(appTexts);
  const { id = 'new' } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<EditForm>();
  const [choices, setChoices] = useState<{ roles: { id: string; fullName: string }[]; organizes: { id: string; fullName: string }[] }>({ roles: [], organizes: [] });
  const [shots, setShots] = useState<string[]>([]);
  const [ready, setReady] = useState<boolean | 'missing'>(id === 'new');
  useEffect(() => {
    http.get<typeof choices>('/api/AppStore/Choices').then((r) => setChoices(r.data), () => undefined);
    if (id === 'new') return;
    http.get<AppDetail>(`/api/AppStore/App/${encodeURIComponent(id)}`).then((r) => {
      form.setFieldsValue(r.data);
      setShots(r.data.screenshots);
      setReady(true);
    }, () => setReady('missing'));
  }, [id, form, navigate]);
  const upload = async (file: File) => {
    const data = new FormData();
    data.append('file', file);
    const r = await http.post<{ url: string }>('/api/Common/Upload/image', data);
    setShots((s) => [...s, r.data.url].slice(0, 8));
  };
  const save = async () => {
    const v = await form.validateFields();
    const body = { ...v, screenshots: shots, icon: v.icon || 'AppstoreOutlined', published: v.published ?? true };
    if (id === 'new') await http.post('/api/AppStore/App', body);
    else await http.put(`/api/AppStore/App/${id}`, body);
    void message.success(tx.saved);
    await refreshMenu();
    navigate('/application/shop');
  };
  const remove = async () => {
    await http.delete(`/api/AppStore/App/${id}`);
    await refreshMenu();
    navigate('/application/shop');
  };
  const need = (name: string) => [{ required: true, message: fill(tx.required, { name }) }];
  if (!ready) return <Card loading variant="borderless" />;
  // A settled page either way: a spinner left in a kept-alive pane would never stop.
  if (ready === 'missing') return <Result status="404" title={tx.notFound} extra={<Button onClick={() => navigate('/application/shop')}>{tx.back}</Button>} />;
  return (
    <Card variant="borderless" title={id === 'new' ? tx.publish : tx.edit} data-testid="app-edit">
      <Form form={form} layout="vertical" initialValues={{ kind: 'link', published: true, icon: 'AppstoreOutlined' }} style={{ maxWidth: 720 }}>
        <Form.Item name="name" label={tx.name} rules={need(tx.name)}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="kind" label={tx.kind} rules={need(tx.kind)}>
          <Select options={APP_KINDS.map((k) => ({ value: k, label: tx[`kind_${k}`] }))} />
        </Form.Item>
        <Form.Item
          name="address"
          label={tx.address}
          extra={tx.addressHelp}
          dependencies={['kind']}
          rules={[...need(tx.address), ({ getFieldValue }) => ({ validator: (_r, v: string) => (!v || appAddressOk(getFieldValue('kind'), v) ? Promise.resolve() : Promise.reject(new Error(tx.addressHelp))) })]}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="icon" label={tx.icon}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item name="summary" label={tx.summary}>
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item name="description" label={tx.description}>
          <Input.TextArea maxLength={5000} rows={4} />
        </Form.Item>
        <Form.Item label={tx.screenshots}>
          <Space wrap>
            {shots.map((s, i) => (
              <Space key={s} direction="vertical" size={0}>
                <Image src={s} width={100} alt={fill(tx.screenshotAlt, { name: '', n: i + 1 })} />
                <Button type="link" size="small" onClick={() => setShots((l) => l.filter((x) => x !== s))}>{tx.remove}</Button>
              </Space>
            ))}
            <Upload accept="image/*" showUploadList={false} beforeUpload={(f) => { void upload(f); return false; }}>
              <Button icon={<PlusOutlined />}>{tx.addScreenshot}</Button>
            </Upload>
          </Space>
        </Form.Item>
        <Form.Item name="allowRoleIds" label={tx.allowRoles}>
          <Select mode="multiple" allowClear options={choices.roles.map((r) => ({ value: r.id, label: r.fullName }))} />
        </Form.Item>
        <Form.Item name="allowOrganizeIds" label={tx.allowOrgs}>
          <Select mode="multiple" allowClear options={choices.organizes.map((o) => ({ value: o.id, label: o.fullName }))} />
        </Form.Item>
        <Form.Item name="published" label={tx.published} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Space>
          <Button type="primary" onClick={() => void save()}>{tx.save}</Button>
          <Button onClick={() => navigate('/application/shop')}>{tx.cancel}</Button>
          {id !== 'new' && (
            <Popconfirm title={tx.removeConfirm} onConfirm={() => remove()}>
              <Button danger>{tx.remove}</Button>
            </Popconfirm>
          )}
        </Space>
      </Form>
    </Card>
  );
}
