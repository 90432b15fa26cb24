import { useEffect, useState } from 'react';
import { App, Button, Checkbox, Input, List, Modal, Radio, Select, Space, Tabs, Tag, Typography } from 'antd';
import { http } from '../../api/client';
import type { Lang } from '../../../contract/rules/messages';
import { diskText } from './diskTexts';

interface ShareRow {
  id: string;
  kind: string;
  targetName: string;
  permission: string;
  token: string | null;
  hasCode: boolean;
  locked: boolean;
  expiresAt: number | null;
}

const randomCode = () => Array.from(crypto.getRandomValues(new Uint8Array(4)), (b) => 'abcdefghjkmnpqrstuvwxyz23456789'[b % 31]).join('');

/** Share one item: with colleagues of the school (view or edit), or by a link with an optional code and an expiry. */
export default function ShareDialog({ node, lang, onClose }: { node: { id: string; name: string } | null; lang: Lang; onClose: () => void }) {
  const tx = (k: Parameters<typeof diskText>[1], p?: Record<string, string | number>) => diskText(lang, k, p);
  const { message } = App.useApp();
  const [colleagues, setColleagues] = useState<{ value: string; label: string }[]>([]);
  const [picked, setPicked] = useState<string[]>([]);
  const [permission, setPermission] = useState<'read' | 'edit'>('read');
  const [withCode, setWithCode] = useState(true);
  const [code, setCode] = useState(randomCode);
  const [days, setDays] = useState(7);
  const [made, setMade] = useState<{ link: string; code: string | null } | null>(null);
  const [shares, setShares] = useState<ShareRow[]>([]);

  const loadShares = () => {
    if (node) void http.get<{ list: ShareRow[] }>('/api/Disk/Share', { nodeId: node.id }).then((r) => setShares(r.data.list));
  };
  useEffect(() => {
    setMade(null);
    setPicked([]);
    setCode(randomCode());
    loadShares();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [node]);

  const search = (keyword: string) =>
    void http.get<{ list: { id: string; realName: string; account: string }[] }>('/api/Disk/Colleagues', { keyword }).then((r) =>
      setColleagues(r.data.list.map((u) => ({ value: u.id, label: `${u.realName} (${u.account})` }))),
    );
  useEffect(() => {
    if (node) search('');
  }, [node]);

  const shareWithColleagues = async () => {
    if (!node || !picked.length) return;
    const r = await http.post('/api/Disk/Share', { nodeId: node.id, kind: 'user', userIds: picked, permission });
    void message.success(r.msg);
    setPicked([]);
    loadShares();
  };
  const createLink = async () => {
    if (!node) return;
    const r = await http.post<{ token: string }>('/api/Disk/Share', { nodeId: node.id, kind: 'link', code: withCode ? code : undefined, expireDays: days });
    setMade({ link: `${window.location.origin}/share/${r.data.token}`, code: withCode ? code : null });
    loadShares();
  };
  const copy = async () => {
    if (!made) return;
    const text = made.code ? `${made.link} ${tx('code')}: ${made.code}` : made.link;
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    void message.success(tx('copied'));
  };
  const unshare = async (id: string) => {
    await http.delete(`/api/Disk/Share/${id}`);
    loadShares();
  };

  return (
    <Modal open={!!node} title={node ? tx('shareTitle', { name: node.name }) : ''} onCancel={onClose} footer={null} width={620} destroyOnClose>
      <Tabs
        items={[
          {
            key: 'link',
            label: tx('byLink'),
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Space wrap>
                  <Checkbox checked={withCode} onChange={(e) => setWithCode(e.target.checked)}>
                    {tx('withCode')}
                  </Checkbox>
                  {withCode && <Input aria-label={tx('code')} value={code} onChange={(e) => setCode(e.target.value)} style={{ width: 120 }} maxLength={8} />}
                  <span>{tx('expiry')}</span>
                  <Select
                    aria-label={tx('expiry')}
                    value={days}
                    onChange={setDays}
                    style={{ width: 110 }}
                    options={[
                      { value: 1, label: tx('day1') },
                      { value: 7, label: tx('day7') },
                      { value: 30, label: tx('day30') },
                      { value: 0, label: tx('forever') },
                    ]}
                  />
                  <Button type="primary" onClick={createLink}>
                    {tx('createLink')}
                  </Button>
                </Space>
                {made && (
                  <Space direction="vertical" style={{ width: '100%' }}>
                    <Input aria-label={tx('link')} readOnly value={made.link} data-testid="share-link" />
                    {made.code && (
                      <Typography.Text>
                        {tx('code')}: <Typography.Text strong data-testid="share-code">{made.code}</Typography.Text>
                      </Typography.Text>
                    )}
                    <Button onClick={copy}>{tx('copyLink')}</Button>
                  </Space>
                )}
              </Space>
            ),
          },
          {
            key: 'users',
            label: tx('toColleagues'),
            children: (
              <Space direction="vertical" style={{ width: '100%' }}>
                <Select
                  mode="multiple"
                  aria-label={tx('colleagues')}
                  placeholder={tx('pickColleagues')}
                  value={picked}
                  onChange={setPicked}
                  options={colleagues}
                  filterOption={false}
                  onSearch={search}
                  style={{ width: '100%' }}
                />
                <Radio.Group value={permission} onChange={(e) => setPermission(e.target.value)} aria-label={tx('permission')}>
                  <Radio value="read">{tx('read')}</Radio>
                  <Radio value="edit">{tx('edit')}</Radio>
                </Radio.Group>
                <Button type="primary" disabled={!picked.length} onClick={shareWithColleagues}>
                  {tx('share')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      {shares.length > 0 && (
        <List
          header={tx('currentShares')}
          size="small"
          dataSource={shares}
          renderItem={(s) => (
            <List.Item actions={[<Button key="x" type="link" size="small" onClick={() => unshare(s.id)}>{tx('unshare')}</Button>]}>
              {s.kind === 'link' ? (
                <Space>
                  <Tag>{tx('linkShare')}</Tag>
                  <Typography.Text copyable={{ text: `${window.location.origin}/share/${s.token}` }}>/share/{s.token}</Typography.Text>
                  {s.locked && <Tag color="error">{tx('locked')}</Tag>}
                  <span>
                    {tx('expires')}: {s.expiresAt ? new Date(s.expiresAt).toLocaleString() : tx('never')}
                  </span>
                </Space>
              ) : (
                <Space>
                  <Tag>{s.permission === 'edit' ? tx('edit') : tx('read')}</Tag>
                  {s.targetName}
                </Space>
              )}
            </List.Item>
          )}
        />
      )}
    </Modal>
  );
}
