import { create } from 'zustand';

// Live state (spec §4 "Chat contact", "Inbox message"): the bell count, contacts with their
// unread counts and presence, and the open conversation. The rules are pure functions over the
// state so they are tested without a socket; the store applies them to server frames.

export interface ChatContact {
  id: string;
  realName: string;
  account: string;
  headIcon: string;
  department: string;
  quickQuery: string;
  isOnline: boolean;
  unreadNum: number;
}

export interface ChatMessage {
  id: string;
  sendUserId: string;
  receiveUserId: string;
  contentType: 'text' | 'image' | 'voice' | 'video';
  /** Text, or JSON text {path, width, height} for an image. */
  content: string;
  sendTime: number;
}

export interface LiveState {
  userId: string | null;
  connected: boolean;
  unreadNoticeCount: number;
  contacts: ChatContact[];
  unreadNums: Record<string, number>;
  online: Record<string, boolean>;
  /** The contact whose conversation is open, if any. */
  activeChat: string | null;
  /** Messages of the open conversation, oldest first. */
  thread: ChatMessage[];
}

export const initialLive = (): LiveState => ({
  userId: null,
  connected: false,
  unreadNoticeCount: 0,
  contacts: [],
  unreadNums: {},
  online: {},
  activeChat: null,
  thread: [],
});

/** Contacts with live counts and presence, unread first, then online, otherwise in server order. */
export function sortedContacts(s: Pick<LiveState, 'contacts' | 'unreadNums' | 'online'>): ChatContact[] {
  return s.contacts
    .map((c, i) => ({ c: { ...c, unreadNum: s.unreadNums[c.id] ?? 0, isOnline: Boolean(s.online[c.id]) }, i }))
    .sort((a, b) => b.c.unreadNum - a.c.unreadNum || Number(b.c.isOnline) - Number(a.c.isOnline) || a.i - b.i)
    .map((x) => x.c);
}

/** Spec §5: the search matches realName, account or quickQuery as a (case-insensitive) substring. */
export function searchContacts(list: ChatContact[], keyword: string): ChatContact[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return list;
  return list.filter((c) => [c.realName, c.account, c.quickQuery].some((v) => (v ?? '').toLowerCase().includes(k)));
}

export function totalChatUnread(s: Pick<LiveState, 'unreadNums'>): number {
  return Object.values(s.unreadNums).reduce((a, b) => a + b, 0);
}

/** The chat entry blinks while anything is unread. */
export const anyChatUnread = (s: Pick<LiveState, 'unreadNums'>) => totalChatUnread(s) > 0;

export interface InitFrame {
  userId?: string;
  unreadNoticeCount: number;
  unreadNums: Record<string, number>;
  onlineUsers: string[];
}

export const liveRules = {
  init(s: LiveState, f: InitFrame): Partial<LiveState> {
    const unreadNums = { ...(f.unreadNums ?? {}) };
    // The open conversation is being read: it has no unread.
    if (s.activeChat) delete unreadNums[s.activeChat];
    return {
      userId: f.userId ?? s.userId,
      connected: true,
      unreadNoticeCount: f.unreadNoticeCount ?? 0,
      unreadNums,
      online: Object.fromEntries((f.onlineUsers ?? []).map((id) => [id, true])),
    };
  },
  /** An incoming message counts as unread unless its conversation is open. */
  receive(s: LiveState, msg: ChatMessage): Partial<LiveState> {
    if (s.activeChat === msg.sendUserId) return { thread: appendOnce(s.thread, msg) };
    return { unreadNums: { ...s.unreadNums, [msg.sendUserId]: (s.unreadNums[msg.sendUserId] ?? 0) + 1 } };
  },
  /** The sender's own echo joins the thread it was sent to. */
  sent(s: LiveState, msg: ChatMessage): Partial<LiveState> {
    return s.activeChat === msg.receiveUserId ? { thread: appendOnce(s.thread, msg) } : {};
  },
  open(s: LiveState, peerId: string): Partial<LiveState> {
    const unreadNums = { ...s.unreadNums };
    delete unreadNums[peerId];
    return { activeChat: peerId, unreadNums, thread: [] };
  },
  close(): Partial<LiveState> {
    return { activeChat: null, thread: [] };
  },
  read(s: LiveState, peerId: string): Partial<LiveState> {
    if (!s.unreadNums[peerId]) return {};
    const unreadNums = { ...s.unreadNums };
    delete unreadNums[peerId];
    return { unreadNums };
  },
  presence(s: LiveState, userId: string, isOnline: boolean): Partial<LiveState> {
    const online = { ...s.online };
    if (isOnline) online[userId] = true;
    else delete online[userId];
    return { online };
  },
  /** A batch of presence changes (the server groups them when many arrive at once). */
  presenceMany(s: LiveState, online: string[], offline: string[]): Partial<LiveState> {
    const next = { ...s.online };
    for (const id of offline) delete next[id];
    for (const id of online) if (id !== s.userId) next[id] = true;
    return { online: next };
  },
  /** A first page (newest first from the server) replaces the thread, oldest first. */
  history(s: LiveState, peerId: string, newestFirst: ChatMessage[]): Partial<LiveState> {
    if (s.activeChat !== peerId) return {};
    const known = new Set(s.thread.map((m) => m.id));
    return { thread: [...newestFirst.filter((m) => !known.has(m.id)).reverse(), ...s.thread] };
  },
  noticeCount(n: number): Partial<LiveState> {
    return { unreadNoticeCount: Math.max(0, n) };
  },
};

function appendOnce(thread: ChatMessage[], msg: ChatMessage): ChatMessage[] {
  return thread.some((m) => m.id === msg.id) ? thread : [...thread, msg];
}

export const useLive = create<LiveState>()(() => initialLive());

/** Applies a rule to the store: `apply(liveRules.open, id)`. */
export function apply<A extends unknown[]>(rule: (s: LiveState, ...args: A) => Partial<LiveState>, ...args: A) {
  useLive.setState((s) => rule(s, ...args));
}
