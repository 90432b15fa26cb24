import { useCallback, useEffect, useRef, useState } from 'react';
import { Badge, Drawer, Empty, Modal, Spin } from 'antd';
import { useNavigate } from 'react-router-dom';
import { relativeTime } from '../../contract/rules/format';
import { useAppLang } from './useAppLang';
import { messageApi, type InboxItem } from './messageApi';
import MessageDetailDialog from './MessageDetailDialog';
import { apply, liveRules, useLive } from './liveStore';
import { useLiveText } from './useLiveText';
import { nearBottom } from './nearBottom';
import { MUTED_TEXT } from './liveColours';

const PAGE_SIZE = 20;
/** Spec §9: load more within 200 px of the bottom. */
export const LOAD_MORE_PX = 200;

/** The 280 px inbox drawer behind the bell. */
export default function MessageDrawer({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useLiveText();
  const lang = useAppLang();
  const navigate = useNavigate();
  const [items, setItems] = useState<InboxItem[]>([]);
  const [page, setPage] = useState(0);
  const [done, setDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const [detailId, setDetailId] = useState<string | null>(null);
  const busy = useRef(false);
  const count = useLive((s) => s.unreadNoticeCount);

  const load = useCallback(
    async (next: number) => {
      if (busy.current) return;
      busy.current = true;
      setLoading(true);
      try {
        const r = await messageApi.inbox({ currentPage: next, pageSize: PAGE_SIZE, sord: 'desc', keyword: '', type: '' });
        setItems((prev) => (next === 1 ? r.data.list : [...prev, ...r.data.list.filter((m) => !prev.some((p) => p.id === m.id))]));
        setPage(next);
        setDone(r.data.list.length < PAGE_SIZE);
      } finally {
        busy.current = false;
        setLoading(false);
      }
    },
    [],
  );

  // Reload when opened, and when a push changes the count while it is open.
  useEffect(() => {
    if (open) void load(1);
  }, [open, count, load]);

  const readAll = () =>
    Modal.confirm({
      title: t('readAll'),
      content: t('readAllConfirm'),
      onOk: async () => {
        await messageApi.readAll();
        apply(() => liveRules.noticeCount(0));
        setItems((prev) => prev.map((m) => ({ ...m, isRead: '1' })));
      },
    });

  // The bell count itself comes from the read's answer (see MessageDetailDialog).
  const markRead = (id: string) => setItems((prev) => prev.map((m) => (m.id === id && m.isRead === '0' ? { ...m, isRead: '1' } : m)));

  const now = Date.now();
  return (
    <>
      <Drawer
        open={open}
        onClose={onClose}
        size={280}
        styles={{ body: { padding: 0 } }}
        title={
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', columnGap: 8 }}>
            <span>{t('drawerTitle')}</span>
            <span style={{ display: 'flex', gap: 10, fontSize: 12, fontWeight: 400 }}>
              <a onClick={readAll} data-testid="read-all">
                {t('readAll')}
              </a>
              <a
                onClick={() => {
                  onClose();
                  navigate('/messageRecord');
                }}
                data-testid="message-center"
              >
                {t('messageCenter')}
              </a>
            </span>
          </div>
        }
        data-testid="message-drawer"
      >
        <div
          style={{ height: '100%', overflowY: 'auto' }}
          onScroll={(e) => {
            if (!done && !loading && nearBottom(e.currentTarget, LOAD_MORE_PX)) void load(page + 1);
          }}
          data-testid="message-list"
        >
          {items.length === 0 && !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noMessages')} />}
          {items.map((m) => (
            <div
              key={m.id}
              onClick={() => setDetailId(m.id)}
              style={{ padding: '10px 16px', borderBottom: '1px solid #f0f0f0', cursor: 'pointer' }}
              data-testid="message-item"
            >
              <div style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
                {m.isRead === '0' ? <Badge status="error" data-testid="unread-dot" /> : <span style={{ width: 6 }} />}
                <span style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', fontWeight: m.isRead === '0' ? 600 : 400 }}>{m.title}</span>
              </div>
              <div style={{ display: 'flex', justifyContent: 'space-between', color: MUTED_TEXT, fontSize: 12, marginTop: 4, paddingLeft: 12 }}>
                <span>{m.creatorUser}</span>
                <span>{relativeTime(m.lastModifyTime, now, lang)}</span>
              </div>
            </div>
          ))}
          {loading && (
            <div style={{ textAlign: 'center', padding: 12 }}>
              <Spin size="small" />
            </div>
          )}
        </div>
      </Drawer>
      <MessageDetailDialog
        id={detailId}
        onClose={() => setDetailId(null)}
        onRead={markRead}
        onOpenTask={(path) => {
          setDetailId(null);
          onClose();
          navigate(path);
        }}
      />
    </>
  );
}
