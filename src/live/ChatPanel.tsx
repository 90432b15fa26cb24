import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Avatar, Button, Empty, Input, Spin, message } from 'antd';
import { ArrowLeftOutlined, HistoryOutlined, PictureOutlined } from '@ant-design/icons';
import { checkChatImage } from '../../contract/rules/upload';
import { formatDate } from '../../contract/rules/format';
import EmojiPicker from './EmojiPicker';
import ChatMessageView from './ChatMessageView';
import { nearBottom } from './nearBottom';
import { onFrame, sendFrame } from './liveClient';
import { apply, liveRules, useLive, type ChatContact, type ChatMessage } from './liveStore';
import { useLiveText } from './useLiveText';
import { MUTED_TEXT } from './liveColours';

/** Spec §9: first load 30, history pages of 50, loading within 100 px of the bottom. */
export const FIRST_PAGE = 30;
export const HISTORY_PAGE = 50;
export const HISTORY_MORE_PX = 100;

/** The trimmed text to send, or null for nothing (spec §5: empty text is not sent). */
export function textToSend(raw: string): string | null {
  const text = raw.trim();
  return text ? text : null;
}

function readImage(file: File): Promise<{ base64: string; width: number; height: number }> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(reader.error);
    reader.onload = () => {
      const base64 = String(reader.result);
      const img = new Image();
      img.onload = () => resolve({ base64, width: img.naturalWidth, height: img.naturalHeight });
      img.onerror = () => resolve({ base64, width: 0, height: 0 });
      img.src = base64;
    };
    reader.readAsDataURL(file);
  });
}

export default function ChatPanel({ contact, onBack }: { contact: ChatContact; onBack(): void }) {
  const t = useLiveText();
  const me = useLive((s) => s.userId);
  const thread = useLive((s) => s.thread);
  const [text, setText] = useState('');
  const [historyMode, setHistoryMode] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [history, setHistory] = useState<ChatMessage[]>([]);
  const [historyPage, setHistoryPage] = useState(0);
  const [historyDone, setHistoryDone] = useState(false);
  const [loading, setLoading] = useState(false);
  const pending = useRef<('thread' | 'history')[]>([]);
  const listRef = useRef<HTMLDivElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const peer = contact.id;

  // Opening a conversation clears its unread count here and on the server, then loads the latest 30.
  useEffect(() => {
    apply(liveRules.open, peer);
    sendFrame({ method: 'UpdateReadMessage', formUserId: peer });
    pending.current.push('thread');
    sendFrame({ method: 'MessageList', toUserId: peer, formUserId: me, currentPage: 1, pageSize: FIRST_PAGE, sord: 'desc', keyword: '' });
    const off = onFrame((f) => {
      if (f.method !== 'messageList' || f.toUserId !== peer) return;
      const kind = pending.current.shift() ?? 'thread';
      const list = (f.list as ChatMessage[]) ?? [];
      if (kind === 'thread') apply(liveRules.history, peer, list);
      else {
        const page = (f.pagination as { currentPage: number }).currentPage;
        setHistory((prev) => (page === 1 ? list : [...prev, ...list]));
        setHistoryPage(page);
        setHistoryDone(list.length < HISTORY_PAGE);
        setLoading(false);
      }
    });
    return () => {
      off();
      apply(liveRules.close);
    };
  }, [peer, me]);

  // Keep the newest message in view.
  useLayoutEffect(() => {
    if (!historyMode && listRef.current) listRef.current.scrollTop = listRef.current.scrollHeight;
  }, [thread, historyMode]);

  const loadHistory = (page: number, kw = keyword) => {
    setLoading(true);
    pending.current.push('history');
    sendFrame({ method: 'MessageList', toUserId: peer, formUserId: me, currentPage: page, pageSize: HISTORY_PAGE, sord: 'desc', keyword: kw.trim() });
  };

  const send = () => {
    const body = textToSend(text);
    if (!body) return;
    sendFrame({ method: 'SendMessage', toUserId: peer, messageType: 'text', messageContent: body });
    setText('');
  };

  const pickImage = async (file: File | undefined) => {
    if (!file) return;
    const problem = checkChatImage(file);
    if (problem) {
      void message.error(problem.key === 'chatImageTooLarge' ? t('chatImageTooLarge') : t('imageOnly'));
      return;
    }
    const img = await readImage(file);
    sendFrame({ method: 'SendMessage', toUserId: peer, messageType: 'image', messageContent: img });
  };

  const bubble = (m: ChatMessage) => {
    const mine = m.sendUserId === me;
    return (
      <div key={m.id} style={{ display: 'flex', flexDirection: mine ? 'row-reverse' : 'row', gap: 8, margin: '10px 0' }} data-testid="chat-message">
        <Avatar size={28} src={!mine && contact.headIcon ? contact.headIcon : undefined}>
          {mine ? '我' : (contact.realName || contact.account).slice(-2)}
        </Avatar>
        <div style={{ maxWidth: '75%' }}>
          <div style={{ fontSize: 11, color: MUTED_TEXT, textAlign: mine ? 'right' : 'left' }}>{formatDate(m.sendTime, 'MM-DD HH:mm')}</div>
          <div style={{ background: mine ? '#95ec69' : '#fff', padding: '6px 10px', borderRadius: 6, boxShadow: '0 1px 2px rgba(0,0,0,.08)' }}>
            <ChatMessageView contentType={m.contentType} content={m.content} />
          </div>
        </div>
      </div>
    );
  };

  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }} data-testid="chat-panel">
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 12px', borderBottom: '1px solid #f0f0f0' }}>
        <Button type="text" size="small" icon={<ArrowLeftOutlined />} onClick={historyMode ? () => setHistoryMode(false) : onBack} aria-label={t('backToChat')} />
        <strong style={{ flex: 1 }}>{contact.realName || contact.account}</strong>
        <Button
          type={historyMode ? 'primary' : 'text'}
          size="small"
          icon={<HistoryOutlined />}
          onClick={() => {
            const next = !historyMode;
            setHistoryMode(next);
            if (next) {
              setHistory([]);
              setHistoryDone(false);
              loadHistory(1);
            }
          }}
          data-testid="history-toggle"
        >
          {t('history')}
        </Button>
      </div>
      {historyMode ? (
        <>
          <div style={{ padding: 8 }}>
            <Input.Search
              placeholder={t('historySearch')}
              allowClear
              value={keyword}
              onChange={(e) => setKeyword(e.target.value)}
              onSearch={(v) => {
                setHistory([]);
                setHistoryDone(false);
                loadHistory(1, v);
              }}
              data-testid="history-search"
            />
          </div>
          <div
            style={{ flex: 1, overflowY: 'auto', padding: '0 12px', background: '#f5f6f7' }}
            onScroll={(e) => {
              if (!historyDone && !loading && nearBottom(e.currentTarget, HISTORY_MORE_PX)) loadHistory(historyPage + 1);
            }}
            data-testid="history-list"
          >
            {history.length === 0 && !loading && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
            {history.map(bubble)}
            {loading && <Spin size="small" style={{ display: 'block', margin: 12 }} />}
          </div>
        </>
      ) : (
        <>
          <div ref={listRef} style={{ flex: 1, overflowY: 'auto', padding: '0 12px', background: '#f5f6f7' }} data-testid="chat-thread">
            {thread.map(bubble)}
          </div>
          <div style={{ borderTop: '1px solid #f0f0f0', padding: 8 }}>
            <div style={{ display: 'flex', gap: 4, marginBottom: 4 }}>
              <EmojiPicker onPick={(token) => setText((v) => v + token)} />
              <button
                type="button"
                aria-label={t('image')}
                title={t('image')}
                onClick={() => fileRef.current?.click()}
                style={{ border: 0, background: 'none', cursor: 'pointer', fontSize: 18 }}
                data-testid="image-button"
              >
                <PictureOutlined />
              </button>
              <input
                ref={fileRef}
                type="file"
                accept="image/*"
                style={{ display: 'none' }}
                onChange={(e) => {
                  void pickImage(e.target.files?.[0]);
                  e.target.value = '';
                }}
                data-testid="image-input"
              />
            </div>
            <Input.TextArea
              value={text}
              onChange={(e) => setText(e.target.value)}
              autoSize={{ minRows: 2, maxRows: 4 }}
              maxLength={4000}
              placeholder={t('inputPlaceholder')}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  send();
                }
              }}
              data-testid="chat-input"
            />
            <div style={{ textAlign: 'right', marginTop: 6 }}>
              <Button type="primary" size="small" onClick={send} data-testid="chat-send">
                {t('send')}
              </Button>
            </div>
          </div>
        </>
      )}
    </div>
  );
}
