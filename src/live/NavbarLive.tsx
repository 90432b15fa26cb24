import { useEffect, useState } from 'react';
import { Badge, Tooltip } from 'antd';
import { BellOutlined, CommentOutlined } from '@ant-design/icons';
import { useSession } from '../stores/session';
import MessageDrawer from './MessageDrawer';
import ChatDrawer from './ChatDrawer';
import { startLive, stopLive } from './liveClient';
import { anyChatUnread, useLive } from './liveStore';
import { useLiveText } from './useLiveText';

const buttonStyle: React.CSSProperties = {
  border: 0,
  background: 'none',
  cursor: 'pointer',
  padding: '0 10px',
  height: '100%',
  fontSize: 18,
  color: 'inherit',
  display: 'inline-flex',
  alignItems: 'center',
};

// antd's Badge root paints itself in the light theme's text colour; the icons must follow the
// navbar instead (white on the dark functional header, dark on the light classic one).
const badgeRoot: React.CSSProperties = { color: 'inherit' };

const BLINK_CSS = '@keyframes live-blink { 0%, 100% { opacity: 1 } 50% { opacity: .2 } }';

/** The navbar's bell (unread notices and workflow messages) and chat entry, and the live socket behind them. */
export default function NavbarLive() {
  const t = useLiveText();
  const signedIn = useSession((s) => s.signedIn);
  const notices = useLive((s) => s.unreadNoticeCount);
  const connected = useLive((s) => s.connected);
  const blinking = useLive(anyChatUnread);
  const [drawer, setDrawer] = useState<'messages' | 'chat' | null>(null);

  useEffect(() => {
    if (!signedIn) return;
    startLive(signedIn);
    return () => stopLive();
  }, [signedIn]);

  return (
    <>
      <style>{BLINK_CSS}</style>
      <Tooltip title={t('chat')}>
        <button type="button" style={buttonStyle} onClick={() => setDrawer('chat')} aria-label={t('chat')} data-testid="chat-entry">
          <Badge dot={blinking} offset={[-2, 2]} styles={{ root: badgeRoot }}>
            <CommentOutlined style={{ fontSize: 18, animation: blinking ? 'live-blink 1s step-start infinite' : undefined }} data-testid={blinking ? 'chat-blinking' : undefined} />
          </Badge>
        </button>
      </Tooltip>
      <Tooltip title={t('bell')}>
        <button type="button" style={buttonStyle} onClick={() => setDrawer('messages')} aria-label={notices ? `${t('bell')} ${notices > 99 ? '99+' : notices}` : t('bell')} data-testid="message-bell" data-live={connected ? 'connected' : 'waiting'}>
          <Badge count={notices} size="small" overflowCount={99} styles={{ root: badgeRoot }} data-testid="bell-badge">
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        </button>
      </Tooltip>
      <MessageDrawer open={drawer === 'messages'} onClose={() => setDrawer(null)} />
      <ChatDrawer open={drawer === 'chat'} onClose={() => setDrawer(null)} />
    </>
  );
}
