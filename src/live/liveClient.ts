import { message } from 'antd';
import { liveText } from './useLiveText';
import { useSession } from '../stores/session';
import { LiveSocket, liveUrl, type Frame } from './liveSocket';
import { apply, liveRules, useLive, type ChatMessage, type InitFrame } from './liveStore';
import { useApp } from '../stores/app';
import { ACCEPT_LANGUAGE } from '../../contract/texts';
import { frameSession } from '../auth/frameSession';
import { beforeSignOut } from '../auth/signIn';

// Glue between the socket and the store: one socket per sign-in, frames turned into store
// updates, and the spec's reaction to 'logout' (toast, session reset, reload).

type Listener = (frame: Frame) => void;

let socket: LiveSocket | null = null;
let socketMark: string | null = null;
const listeners = new Set<Listener>();

const t = liveText;

/** Subscribes to raw frames (the chat panel waits for its messageList answers). */
export function onFrame(fn: Listener): () => void {
  listeners.add(fn);
  return () => listeners.delete(fn);
}

export function sendFrame(frame: Frame) {
  socket?.send(frame);
}

function handle(frame: Frame) {
  switch (frame.method) {
    case 'initMessage':
      apply(liveRules.init, frame as unknown as InitFrame);
      break;
    case 'messagePush':
      apply(() => liveRules.noticeCount(Number(frame.unreadNoticeCount) || 0));
      break;
    case 'receiveMessage': {
      const msg: ChatMessage = {
        id: String(frame.id ?? `${frame.formUserId}-${frame.dateTime}`),
        sendUserId: String(frame.formUserId),
        receiveUserId: useLive.getState().userId ?? '',
        contentType: frame.messageType as ChatMessage['contentType'],
        content: String(frame.formMessage ?? ''),
        sendTime: Number(frame.dateTime),
      };
      apply(liveRules.receive, msg);
      // Reading the open conversation as it arrives keeps the server's unread count at zero.
      if (useLive.getState().activeChat === msg.sendUserId) sendFrame({ method: 'UpdateReadMessage', formUserId: msg.sendUserId });
      break;
    }
    case 'sendMessage':
      apply(liveRules.sent, {
        id: String(frame.id ?? `me-${frame.dateTime}`),
        sendUserId: useLive.getState().userId ?? '',
        receiveUserId: String(frame.toUserId),
        contentType: frame.messageType as ChatMessage['contentType'],
        content: String(frame.toMessage ?? ''),
        sendTime: Number(frame.dateTime),
      });
      break;
    case 'readMessage':
      apply(liveRules.read, String(frame.formUserId));
      break;
    case 'online':
    case 'offline':
      apply(liveRules.presence, String(frame.userId), frame.method === 'online');
      break;
    case 'presence':
      apply(liveRules.presenceMany, (frame.online as string[]) ?? [], (frame.offline as string[]) ?? []);
      break;
    case 'error':
      if (frame.code === 429) void message.warning(t('tooFast'));
      else if (frame.for === 'SendMessage' && typeof frame.msg === 'string') void message.error(frame.msg);
      break;
    case 'logout':
      // Spec §8: toast, session reset, reload.
      void message.error({ content: t('liveLogout'), duration: 1.5 });
      stopLive();
      useSession.getState().reset();
      setTimeout(() => window.location.reload(), 1500);
      break;
  }
  for (const fn of listeners) fn(frame);
}

/** Connects for this sign-in (idempotent); a new sign-in replaces the socket. */
export function startLive(mark: string) {
  if (socket && socketMark === mark) return;
  stopLive();
  socketMark = mark;
  socket = new LiveSocket({ url: liveUrl(window.location, ACCEPT_LANGUAGE[useApp.getState().language]), frameToken: frameSession.get, onFrame: handle, onStatus: (connected) => useLive.setState({ connected }) });
  socket.start();
}

// Signing out in this tab closes its socket first: the `logout` frame is for the user's other tabs.
beforeSignOut(() => stopLive());

export function stopLive() {
  socket?.stop();
  socket = null;
  socketMark = null;
}
