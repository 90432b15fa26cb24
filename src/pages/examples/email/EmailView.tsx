import { useCallback, useEffect, useState } from 'react';
import { Alert, App, Badge, Button, Card, Drawer, Form, Input, InputNumber, List, Space, Switch, Table, Tabs, Tag, Typography, Upload } from 'antd';
import { PaperClipOutlined, ReloadOutlined } from '@ant-design/icons';
import { useRenderer } from '../../../../renderer/RendererContext';
import EmptyText from '../../community/EmptyText';
import { emailWords, type EmailWord } from '../../../../contract/examples/email/words';

interface Account {
  configured: boolean;
  email: string;
  displayName: string;
  smtpHost: string;
  smtpPort: number;
  smtpTls: boolean;
  imapHost: string;
  imapPort: number;
  imapTls: boolean;
  loginUser: string;
  passwordSet: boolean;
}
interface InboxItem {
  uid: number;
  subject: string;
  from: string;
  date: number;
  seen: boolean;
}
interface Mail {
  uid: number;
  subject: string;
  from: string;
  to: string;
  date: number;
  text: string;
  attachments: { name: string; size: number }[];
}
interface Sent {
  id: string;
  to: string;
  cc: string;
  subject: string;
  bodyText: string;
  attachments: { name: string; size: number }[];
  sentAt: number;
}

const split = (s: string) => s.split(/[,;，；\s]+/).map((x) => x.trim()).filter(Boolean);
const toBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result).split(',')[1] ?? '');
    r.onerror = () => reject(r.error);
    r.readAsDataURL(file);
  });

/** 邮件收发: my mail account, the IMAP inbox, writing through SMTP (with attachments), and the sent box. */
export default function EmailView() {
  const env = useRenderer();
  const { message } = App.useApp();
  const w = (k: EmailWord) => emailWords[env.lang][k];
  const fail = (e: unknown) => message.error((e as { msg?: string }).msg ?? String(e));
  const [account, setAccount] = useState<Account | null>(null);
  // null until the account is known: the inbox must not ask a server that is not set up yet
  const [chosen, setTab] = useState<string | null>(null);
  const tab = chosen ?? (account?.configured ? 'inbox' : 'account');
  const loadAccount = useCallback(() => env.services.request<Account>('GET', '/api/Extend/Email/Account').then(setAccount, () => undefined), [env.services]);
  useEffect(() => void loadAccount(), [loadAccount]);

  return (
    <Card title={w('title')} loading={account === null}>
      {account && !account.configured ? <Alert type="info" showIcon message={w('needAccount')} style={{ marginBottom: 12 }} /> : null}
      {account ? (
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'inbox', label: w('inbox'), disabled: !account?.configured, children: <Inbox w={w} fail={fail} /> },
          { key: 'compose', label: w('compose'), disabled: !account?.configured, children: <Compose w={w} fail={fail} onSent={() => setTab('sent')} /> },
          { key: 'sent', label: w('sent'), children: <SentBox w={w} /> },
          { key: 'account', label: w('account'), children: <AccountForm account={account} w={w} fail={fail} onSaved={() => loadAccount().then(() => setTab('inbox'))} /> },
        ]}
      />
      ) : null}
    </Card>
  );
}

type Words = (k: EmailWord) => string;

function Inbox({ w, fail }: { w: Words; fail(e: unknown): void }) {
  const env = useRenderer();
  const [list, setList] = useState<InboxItem[] | null>(null);
  const [open, setOpen] = useState<Mail | null>(null);
  const load = useCallback(() => {
    setList(null);
    env.services.request<{ list: InboxItem[] }>('GET', '/api/Extend/Email/Receive').then(
      (d) => setList(d.list),
      (e) => (setList([]), fail(e)),
    );
    // fail is a fresh function each render; loading again for it would loop
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [env.services]);
  useEffect(load, [load]);
  const read = (uid: number) => env.services.request<Mail>('GET', `/api/Extend/Email/Receive/${uid}`).then((m) => (setOpen(m), setList((l) => l?.map((x) => (x.uid === uid ? { ...x, seen: true } : x)) ?? l)), fail);
  return (
    <>
      <Button icon={<ReloadOutlined />} onClick={load} style={{ marginBottom: 8 }}>
        {w('refresh')}
      </Button>
      <Table<InboxItem>
        rowKey="uid"
        size="small"
        loading={list === null}
        dataSource={list ?? []}
        pagination={false}
        locale={{ emptyText: <EmptyText text={w('empty')} /> }}
        onRow={(r) => ({ onClick: () => read(r.uid), style: { cursor: 'pointer', fontWeight: r.seen ? undefined : 600 } })}
        columns={[
          { title: w('from'), dataIndex: 'from', width: 260 },
          { title: w('subject'), dataIndex: 'subject', render: (s: string, r) => (r.seen ? s : <Badge status="processing" text={s} />) },
          { title: w('date'), dataIndex: 'date', width: 180, render: (d: number) => (d ? new Date(d).toLocaleString() : '') },
        ]}
      />
      {open ? (
        <Drawer
          open
          width={680}
          title={open.subject}
          onClose={() => setOpen(null)}
          extra={
            <Button
              onClick={() =>
                env.services.request('POST', `/api/Extend/Email/Receive/${open.uid}/Actions/Read`, { seen: false }).then(() => (setOpen(null), setList((l) => l?.map((x) => (x.uid === open.uid ? { ...x, seen: false } : x)) ?? l)), fail)
              }
            >
              {w('markUnread')}
            </Button>
          }
        >
          <Typography.Paragraph type="secondary">
            {w('from')}：{open.from}
            <br />
            {w('to')}：{open.to}
            <br />
            {w('date')}：{open.date ? new Date(open.date).toLocaleString() : ''}
          </Typography.Paragraph>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="mail-text">
            {open.text}
          </Typography.Paragraph>
          {open.attachments.length ? (
            <List size="small" header={w('attachments')} dataSource={open.attachments} renderItem={(a) => <List.Item><PaperClipOutlined /> {a.name} ({(a.size / 1024).toFixed(1)} KB)</List.Item>} />
          ) : null}
        </Drawer>
      ) : null}
    </>
  );
}

function Compose({ w, fail, onSent }: { w: Words; fail(e: unknown): void; onSent(): void }) {
  const env = useRenderer();
  const { message } = App.useApp();
  const [to, setTo] = useState('');
  const [cc, setCc] = useState('');
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      const attachments = await Promise.all(files.map(async (f) => ({ name: f.name, contentBase64: await toBase64(f) })));
      await env.services.request('POST', '/api/Extend/Email/Send', { to: split(to), cc: split(cc), subject, bodyText: body, attachments });
      message.success(w('send'));
      onSent();
    } catch (e) {
      fail(e);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="vertical" style={{ maxWidth: 760 }}>
      <Form.Item label={w('to')} required extra={w('toHint')}>
        <Input value={to} onChange={(e) => setTo(e.target.value)} data-testid="mail-to" />
      </Form.Item>
      <Form.Item label={w('cc')}>
        <Input value={cc} onChange={(e) => setCc(e.target.value)} />
      </Form.Item>
      <Form.Item label={w('subject')} required>
        <Input value={subject} onChange={(e) => setSubject(e.target.value)} data-testid="mail-subject" />
      </Form.Item>
      <Form.Item label={w('body')}>
        <Input.TextArea rows={8} value={body} onChange={(e) => setBody(e.target.value)} data-testid="mail-body" />
      </Form.Item>
      <Form.Item label={w('attachments')}>
        <Upload
          multiple
          fileList={files.map((f, i) => ({ uid: String(i), name: f.name, size: f.size, status: 'done' as const }))}
          beforeUpload={(f) => (setFiles((fs) => [...fs, f]), false)}
          onRemove={(f) => setFiles((fs) => fs.filter((_, i) => String(i) !== f.uid))}
        >
          <Button icon={<PaperClipOutlined />}>{w('addFile')}</Button>
        </Upload>
      </Form.Item>
      <Button type="primary" loading={busy} disabled={!to.trim() || !subject.trim()} onClick={send} data-testid="mail-send">
        {w('send')}
      </Button>
    </Form>
  );
}

function SentBox({ w }: { w: Words }) {
  const env = useRenderer();
  const [list, setList] = useState<Sent[] | null>(null);
  useEffect(() => {
    env.services.request<{ list: Sent[] }>('GET', '/api/Extend/Email/Sent').then((d) => setList(d.list), () => setList([]));
  }, [env.services]);
  return (
    <Table<Sent>
      rowKey="id"
      size="small"
      loading={list === null}
      dataSource={list ?? []}
      pagination={false}
      locale={{ emptyText: <EmptyText text={w('empty')} /> }}
      expandable={{ expandedRowRender: (r) => <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{r.bodyText}</Typography.Paragraph> }}
      columns={[
        { title: w('to'), dataIndex: 'to' },
        { title: w('subject'), dataIndex: 'subject', render: (s: string, r) => (r.attachments.length ? <Space>{s}<Tag icon={<PaperClipOutlined />}>{r.attachments.length}</Tag></Space> : s) },
        { title: w('date'), dataIndex: 'sentAt', width: 180, render: (d: number) => new Date(d).toLocaleString() },
      ]}
    />
  );
}

function AccountForm({ account, w, fail, onSaved }: { account: Account; w: Words; fail(e: unknown): void; onSaved(): void }) {
  const env = useRenderer();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const save = async () => {
    const v = await form.validateFields();
    try {
      await env.services.request('PUT', '/api/Extend/Email/Account', v);
      message.success(w('saved'));
      onSaved();
    } catch (e) {
      fail(e);
    }
  };
  return (
    <Form form={form} layout="vertical" initialValues={{ ...account, password: '' }} style={{ maxWidth: 640 }}>
      <Space wrap>
        <Form.Item name="email" label={w('email')} rules={[{ required: true, type: 'email' }]}>
          <Input style={{ width: 280 }} data-testid="mail-account-email" />
        </Form.Item>
        <Form.Item name="displayName" label={w('displayName')}>
          <Input style={{ width: 200 }} />
        </Form.Item>
      </Space>
      <Typography.Title level={5}>{w('smtp')}</Typography.Title>
      <Space wrap>
        <Form.Item name="smtpHost" label={w('host')} rules={[{ required: true }]}>
          <Input style={{ width: 260 }} data-testid="mail-smtp-host" />
        </Form.Item>
        <Form.Item name="smtpPort" label={w('port')} rules={[{ required: true }]}>
          <InputNumber min={1} max={65535} data-testid="mail-smtp-port" />
        </Form.Item>
        <Form.Item name="smtpTls" label={w('tls')} valuePropName="checked">
          <Switch aria-label={`${w('smtp')} ${w('tls')}`} data-testid="mail-smtp-tls" />
        </Form.Item>
      </Space>
      <Typography.Title level={5}>{w('imap')}</Typography.Title>
      <Space wrap>
        <Form.Item name="imapHost" label={w('host')} rules={[{ required: true }]}>
          <Input style={{ width: 260 }} data-testid="mail-imap-host" />
        </Form.Item>
        <Form.Item name="imapPort" label={w('port')} rules={[{ required: true }]}>
          <InputNumber min={1} max={65535} data-testid="mail-imap-port" />
        </Form.Item>
        <Form.Item name="imapTls" label={w('tls')} valuePropName="checked">
          <Switch aria-label={`${w('imap')} ${w('tls')}`} data-testid="mail-imap-tls" />
        </Form.Item>
      </Space>
      <Space wrap>
        <Form.Item name="loginUser" label={w('loginUser')} rules={[{ required: true }]}>
          <Input style={{ width: 260 }} data-testid="mail-login" />
        </Form.Item>
        <Form.Item name="password" label={w('password')} rules={account.passwordSet ? [] : [{ required: true }]}>
          <Input.Password style={{ width: 240 }} placeholder={account.passwordSet ? w('passwordKept') : ''} autoComplete="new-password" data-testid="mail-password" />
        </Form.Item>
      </Space>
      <div>
        <Button type="primary" onClick={save} data-testid="mail-account-save">
          {w('save')}
        </Button>
      </div>
    </Form>
  );
}
