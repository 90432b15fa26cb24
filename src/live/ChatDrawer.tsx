import { useEffect, useMemo, useState } from 'react';
import { Avatar, Badge, Drawer, Empty, Input, Spin } from 'antd';
import { messageApi } from './messageApi';
import ChatPanel from './ChatPanel';
import { searchContacts, sortedContacts, useLive } from './liveStore';
import { useLiveText } from './useLiveText';
import { MUTED_TEXT, OFFLINE_AVATAR, ONLINE_AVATAR } from './liveColours';

/** 内部聊天: contacts (unread first, then online), search, and the conversation with one of them. */
export default function ChatDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useLiveText();
  const [keyword, setKeyword] = useState('');
  const [loading, setLoading] = useState(false);
  const [chatWith, setChatWith] = useState<string | null>(null);
  const contacts = useLive((s) => s.contacts);
  const unreadNums = useLive((s) => s.unreadNums);
  const online = useLive((s) => s.online);

  useEffect(() => {
    if (!open) return;
    setLoading(true);
    messageApi
      .contacts()
      .then((r) => useLive.setState({ contacts: r.data.list }))
      .catch(() => {})
      .finally(() => setLoading(false));
  }, [open]);

  const list = useMemo(() => searchContacts(sortedContacts({ contacts, unreadNums, online }), keyword), [contacts, unreadNums, online, keyword]);
  const active = chatWith ? contacts.find((c) => c.id === chatWith) : null;

  return (
    <Drawer
      open={open}
      onClose={() => {
        setChatWith(null);
        onClose();
      }}
      size={360}
      title={t('chat')}
      styles={{ body: { padding: 0, display: 'flex', flexDirection: 'column' } }}
      data-testid="chat-drawer"
    >
      {active ? (
        <ChatPanel contact={active} onBack={() => setChatWith(null)} />
      ) : (
        <>
          <div style={{ padding: 8 }}>
            <Input.Search allowClear placeholder={t('searchContacts')} value={keyword} onChange={(e) => setKeyword(e.target.value)} data-testid="contact-search" />
          </div>
          <div style={{ flex: 1, overflowY: 'auto' }} tabIndex={0} role="region" aria-label={t('chat')} data-testid="contact-list">
            {loading && contacts.length === 0 && <Spin style={{ display: 'block', margin: 16 }} />}
            {!loading && list.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noContacts')} />}
            {list.map((c) => (
              <div
                key={c.id}
                onClick={() => setChatWith(c.id)}
                style={{ display: 'flex', alignItems: 'center', gap: 10, padding: '8px 12px', cursor: 'pointer', borderBottom: '1px solid #f5f5f5' }}
                data-testid="contact"
              >
                <Badge dot={c.isOnline} color="#52c41a" offset={[-2, 26]}>
                  <Avatar src={c.headIcon || undefined} style={{ background: c.isOnline ? ONLINE_AVATAR : OFFLINE_AVATAR, filter: c.isOnline ? undefined : 'grayscale(1)' }}>
                    {(c.realName || c.account).slice(-2)}
                  </Avatar>
                </Badge>
                <div style={{ flex: 1, minWidth: 0 }}>
                  <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{c.realName || c.account}</div>
                  <div style={{ fontSize: 12, color: MUTED_TEXT, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{c.department}</div>
                </div>
                <Badge count={c.unreadNum} size="small" data-testid="contact-unread" />
              </div>
            ))}
          </div>
        </>
      )}
    </Drawer>
  );
}
