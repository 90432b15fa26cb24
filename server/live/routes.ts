import type { FastifyInstance } from 'fastify';
import websocket from '@fastify/websocket';
import type { RawData, WebSocket } from 'ws';
import { Code } from '../../contract/errors';
import type { Lang } from '../../contract/rules/messages';
import { pickLang, ruleText, t, type LocalText } from '../../contract/texts';
import { ok } from '../http/reply';
import { readSessionCookie, sameOrigin } from '../auth/sessionCookie';
import { unreadNoticeCounts } from '../message/inbox';
import { FileStore, quotaText } from '../files/fileStore';
import { ChatStore, type ChatRow } from './chatStore';
import { ChatContact, ChatReach, listContacts } from './contacts';
import { Type, answers, envelope, typed } from '../kit';
import { Hub, PresenceBatch, send, type Conn } from './hub';
import { urgent } from '../db/priority';

/** Limits of the live channel (see the test file for what each does to the socket). */
export const LIVE_LIMITS = {
  /** Largest frame: a chat image under 5 MB is about 6.7 MB as base64. Bigger frames close the socket (1009). */
  maxPayload: 7 * 1024 * 1024,
  /** Longest text message, in characters; longer ones get an error frame. */
  maxText: 4000,
  /** SendMessage frames per user (all their sockets together) per window; more get an error frame. */
  sendsPerWindow: 20,
  /** Frames of any kind per user (all their sockets together) per window; more close the socket (1008). */
  framesPerWindow: 120,
  /** Frames a socket may send before it has signed in (OnConnection, heartCheck); more close it (1008). */
  framesBeforeSignIn: 10,
  /** Open sockets per user on this instance; OnConnection beyond it is refused and the socket closed (1008). */
  socketsPerUser: 20,
  /** A socket that has not signed in within this time is closed (1008); LIVE_AUTH_TIMEOUT_MS overrides it. */
  signInTimeoutMs: 10_000,
  windowMs: 10_000,
  /** Server ping interval; a socket that missed the previous pong is dropped. */
  heartbeatMs: 30_000,
} as const;

interface Frame {
  method?: unknown;
  token?: unknown;
  toUserId?: unknown;
  formUserId?: unknown;
  messageType?: unknown;
  messageContent?: unknown;
  currentPage?: unknown;
  pageSize?: unknown;
  sord?: unknown;
  keyword?: unknown;
}

const str = (v: unknown, max = 64) => (typeof v === 'string' && v.length > 0 && v.length <= max ? v : null);
/** Each socket's language, from its upgrade request (`?lang=` or Accept-Language), for error and logout texts. */
const socketLangs = new WeakMap<WebSocket, Lang>();
const langOfSocket = (ws: WebSocket): Lang => socketLangs.get(ws) ?? 'zh';
/** The session cookie each socket's upgrade request carried. */
const socketCookies = new WeakMap<WebSocket, string>();
const sendError = (ws: WebSocket, code: number, text: LocalText, method?: string) =>
  send(ws, { method: 'error', code, msg: text.render(langOfSocket(ws)), ...(method ? { for: method } : {}) });
const DATA_URL = /^data:image\/(png|jpeg|jpg|gif|webp|bmp);base64,([A-Za-z0-9+/=\s]+)$/;

/** Recent times (ms) inside the window, with `now` added when under `max`; false when the budget is spent. */
function take(times: number[], now: number, max: number): boolean {
  while (times.length && now - times[0] >= LIVE_LIMITS.windowMs) times.shift();
  if (times.length >= max) return false;
  times.push(now);
  return true;
}

export default async function liveRoutes(
  app: FastifyInstance,
  opts: { dataDir: string; heartbeatMs?: number; signInTimeoutMs?: number; uploadQuotaBytes?: number },
) {
  const hub = new Hub();
  // Rate budgets belong to the user, not the socket: opening more sockets must not multiply them.
  // Kept past the user's last socket until their window has passed, so reconnecting does not refill them.
  const budgets = new Map<string, { sends: number[]; frames: number[] }>();
  const budgetOf = (userId: string) => {
    let b = budgets.get(userId);
    if (!b) budgets.set(userId, (b = { sends: [], frames: [] }));
    return b;
  };
  const chat = new ChatStore(app.database);
  const files = new FileStore(opts.dataDir, app.database, opts.uploadQuotaBytes);
  const db = app.database;
  const reach = new ChatReach(db);
  // Rows just stored, handed to the delivery listener without reading them back (the bus carries ids only).
  const justStored = new Map<string, ChatRow>();
  await app.register(websocket, { options: { maxPayload: LIVE_LIMITS.maxPayload } });

  const presence = new PresenceBatch(hub);
  // Presence on the other instances (PostgreSQL shared by several): a user is online while any
  // instance has a socket for them; frames go out when that changes. Absent on PGlite.
  const shared = app.events.presence;
  const unplug = shared?.attach({
    userIds: () => hub.onlineUserIds(),
    changed: (userId, online) => {
      if (!hub.isOnline(userId)) presence.changed(userId, online);
    },
  });
  const onlineUserIds = () => (shared ? [...new Set([...hub.onlineUserIds(), ...shared.elsewhereIds()])] : hub.onlineUserIds());
  /** This instance's first socket of a user opened (true) or its last closed (false). */
  const localChange = (userId: string, online: boolean) => {
    shared?.announce(userId, online);
    if (!shared?.elsewhere(userId)) presence.changed(userId, online);
  };

  function logout(conn: Pick<Conn, 'ws'>, text: LocalText) {
    send(conn.ws, { method: 'logout', msg: text.render(langOfSocket(conn.ws)) });
    // Give the frame a moment to flush before closing.
    setTimeout(() => conn.ws.close(4001, 'logout'), 50).unref();
  }

  async function connect(ws: WebSocket, token: string): Promise<Conn | null> {
    const check = await app.sessions.check(token);
    if (!check.ok) {
      logout({ ws }, check.msg);
      return null;
    }
    const s = check.session;
    if (hub.conns(s.userId).length >= LIVE_LIMITS.socketsPerUser) {
      sendError(ws, Code.TooMany, t('liveTooManySockets'), 'OnConnection');
      setTimeout(() => ws.close(1008, 'sockets'), 50).unref();
      return null;
    }
    const conn: Conn = { ws, userId: s.userId, user: s.user, sessionId: s.id, token, alive: true };
    const first = hub.add(conn);
    const [unreadNums, notices] = await Promise.all([chat.unreadNums(s.userId), unreadNoticeCounts(db, [s.userId])]);
    send(ws, {
      method: 'initMessage',
      userId: s.userId,
      unreadMessageCount: Object.values(unreadNums).reduce((a, b) => a + b, 0),
      unreadNoticeCount: notices.get(s.userId) ?? 0,
      unreadNums,
      onlineUsers: onlineUserIds().filter((id) => id !== s.userId),
      dateTime: Date.now(),
    });
    if (first) localChange(s.userId, true);
    return conn;
  }

  async function sendMessage(conn: Conn, f: Frame) {
    if (!take(budgetOf(conn.userId).sends, Date.now(), LIVE_LIMITS.sendsPerWindow)) {
      return sendError(conn.ws, Code.TooMany, t('chatTooFast'), 'SendMessage');
    }
    const to = str(f.toUserId);
    const type = f.messageType;
    if (!to || to === conn.userId || (type !== 'text' && type !== 'image')) return sendError(conn.ws, Code.BadRequest, t('chatBadFrame'), 'SendMessage');
    if (!(await reach.allows(conn.user, to)) && !(await chat.haveTalked(conn.userId, to))) {
      return sendError(conn.ws, Code.NotFound, t('notFound'), 'SendMessage');
    }
    let content: string;
    let fileId: string | null = null;
    if (type === 'text') {
      const text = typeof f.messageContent === 'string' ? f.messageContent.trim() : '';
      if (!text) return sendError(conn.ws, Code.BadRequest, t('chatBadFrame'), 'SendMessage');
      if (text.length > LIVE_LIMITS.maxText) return sendError(conn.ws, Code.TooLarge, t('chatFrameTooLarge'), 'SendMessage');
      content = text;
    } else {
      let img = f.messageContent as { base64?: unknown; width?: unknown; height?: unknown } | string;
      if (typeof img === 'string') {
        try {
          img = JSON.parse(img);
        } catch {
          return sendError(conn.ws, Code.BadRequest, t('chatBadFrame'), 'SendMessage');
        }
      }
      const m = img && typeof img === 'object' && typeof img.base64 === 'string' ? DATA_URL.exec(img.base64) : null;
      if (!m || typeof img !== 'object') return sendError(conn.ws, Code.BadRequest, t('chatBadFrame'), 'SendMessage');
      const ext = m[1] === 'jpeg' ? 'jpg' : m[1];
      const saved = await files.save('IM', `chat.${ext}`, Buffer.from(m[2], 'base64'), conn.userId);
      if (!saved.ok) {
        if (saved.reason === 'quota') return sendError(conn.ws, Code.TooMany, quotaText(opts.uploadQuotaBytes ?? 0), 'SendMessage');
        return saved.reason === 'size'
          ? sendError(conn.ws, Code.TooLarge, ruleText('chatImageTooLarge'), 'SendMessage')
          : sendError(conn.ws, Code.BadRequest, t('uploadTypeRefused'), 'SendMessage');
      }
      const dim = (v: unknown) => Math.max(0, Math.min(100_000, Math.round(Number(v) || 0)));
      content = JSON.stringify({ path: files.urlOf(saved.file), width: dim(img.width), height: dim(img.height) });
      fileId = saved.file.id;
    }
    const stored = await chat.add(conn.userId, to, type, content, fileId);
    justStored.set(stored.id, stored);
    // Delivery goes through the bus (ids only), as it would between server instances.
    app.events.emit('chatMessage', { id: stored.id, fromUserId: conn.userId, toUserId: to });
  }

  async function messageList(conn: Conn, f: Frame) {
    const peer = str(f.toUserId);
    if (!peer) return sendError(conn.ws, Code.BadRequest, t('chatBadFrame'), 'MessageList');
    const currentPage = Math.max(1, Math.min(100_000, Math.floor(Number(f.currentPage) || 1)));
    const pageSize = Math.max(1, Math.min(100, Math.floor(Number(f.pageSize) || 30)));
    const sord = f.sord === 'asc' ? 'asc' : 'desc';
    const keyword = typeof f.keyword === 'string' ? f.keyword.trim().slice(0, 100) : '';
    const page = await chat.history(conn.userId, peer, { currentPage, pageSize, sord, keyword });
    send(conn.ws, {
      method: 'messageList',
      toUserId: peer,
      sord,
      keyword,
      list: page.list,
      pagination: { currentPage, pageSize, total: page.total },
    });
  }

  async function handle(conn: Conn | null, ws: WebSocket, raw: RawData, isBinary: boolean, bind: (c: Conn) => void) {
    let f: Frame;
    try {
      if (isBinary) throw new Error('binary');
      f = JSON.parse(raw.toString());
      if (!f || typeof f !== 'object' || typeof f.method !== 'string') throw new Error('shape');
    } catch {
      return sendError(ws, Code.BadRequest, t('chatBadFrame'));
    }
    const method = f.method as string;
    if (method === 'heartCheck') return send(ws, { method: 'heartCheck' });
    if (method === 'OnConnection') {
      // The browser's socket carries the session cookie of its (same-origin) upgrade; API clients say their token.
      const token = str(f.token, 200) ?? socketCookies.get(ws) ?? null;
      if (!token) return logout({ ws }, t('sessionInvalid'));
      if (conn) return; // already connected on this socket
      const c = await connect(ws, token.startsWith('Bearer ') ? token.slice(7) : token);
      if (c) bind(c);
      return;
    }
    if (!conn) return sendError(ws, Code.SessionInvalid, t('sessionInvalid'), method);
    // The session may have ended since the socket connected (logout elsewhere, expiry).
    const check = await app.sessions.check(conn.token);
    if (!check.ok || check.session.id !== conn.sessionId) return logout(conn, check.ok ? t('sessionInvalid') : check.msg);
    switch (method) {
      case 'SendMessage':
        return sendMessage(conn, f);
      case 'MessageList':
        return messageList(conn, f);
      case 'UpdateReadMessage': {
        const peer = str(f.formUserId);
        if (!peer) return sendError(ws, Code.BadRequest, t('chatBadFrame'), method);
        await chat.markRead(conn.userId, peer);
        // The user's other tabs clear the same badge, on whichever instance they are.
        return app.events.emit('chatRead', { userId: conn.userId, peerId: peer });
      }
      default:
        return sendError(ws, Code.BadRequest, t('chatBadFrame'), method);
    }
  }

  // The upgrade answers 101 and then speaks the frame protocol above, which checks its own frames.
  typed(app).get(
    '/api/ws',
    { websocket: true, config: { access: 'public' }, schema: { hide: true, querystring: Type.Object({ lang: Type.Optional(Type.String({ maxLength: 35 })) }) } },
    (ws, req) => {
      const cookie = readSessionCookie(req.headers.cookie);
      // A page of another origin (even a sibling site the SameSite rule lets through) must not ride on it.
      if (cookie && sameOrigin(req.headers, req.host)) socketCookies.set(ws, cookie);
      socketLangs.set(ws, pickLang(req.query.lang ?? req.headers['accept-language']));
      let conn: Conn | null = null;
      // Before sign-in there is no user to bill: the socket gets a few frames of its own and a deadline.
      let unsignedFrames = 0;
      const deadline = setTimeout(() => {
        if (conn) return;
        sendError(ws, Code.SessionInvalid, t('liveSignInTimeout'));
        ws.close(1008, 'sign-in timeout');
      }, opts.signInTimeoutMs ?? LIVE_LIMITS.signInTimeoutMs);
      deadline.unref();
      // Frames are handled one at a time per socket, in order.
      let queue = Promise.resolve();
      ws.on('message', (raw, isBinary) => {
        const within = conn ? take(budgetOf(conn.userId).frames, Date.now(), LIVE_LIMITS.framesPerWindow) : ++unsignedFrames <= LIVE_LIMITS.framesBeforeSignIn;
        if (!within) {
          sendError(ws, Code.TooMany, t('chatTooFast'));
          ws.close(1008, 'rate');
          return;
        }
        queue = queue
          .then(() =>
            // A frame's statements go ahead of queued list reads on the embedded database.
            urgent(() =>
              handle(conn, ws, raw, isBinary, (c) => {
                conn = c;
                clearTimeout(deadline);
              }),
            ),
          )
          .catch((err) => {
            req.log.error({ err }, 'live frame failed');
            sendError(ws, Code.ServerError, t('requestFailed'));
          });
      });
      ws.on('pong', () => {
        if (conn) conn.alive = true;
      });
      ws.on('close', () => {
        clearTimeout(deadline);
        if (conn && hub.remove(conn)) localChange(conn.userId, false);
        conn = null;
      });
      ws.on('error', () => {});
    },
  );

  // ---- bus listeners ----

  const offs = [
    app.events.on('chatMessage', async ({ id, fromUserId, toUserId }) => {
      try {
        const m = justStored.get(id) ?? (await chat.get(id));
        justStored.delete(id);
        if (!m) return;
        hub.sendTo(toUserId, { method: 'receiveMessage', id, formUserId: fromUserId, messageType: m.contentType, formMessage: m.content, dateTime: m.sendTime });
        hub.sendTo(fromUserId, { method: 'sendMessage', id, toUserId, toMessage: m.content, messageType: m.contentType, dateTime: m.sendTime });
      } catch (err) {
        app.log.error({ err }, 'chat delivery failed');
      }
    }),
    app.events.on('messagePush', async ({ toUserIds }) => {
      const online = [...new Set(toUserIds)].filter((id) => hub.isOnline(id));
      if (!online.length) return;
      try {
        const counts = await unreadNoticeCounts(db, online);
        for (const id of online) hub.sendTo(id, { method: 'messagePush', toUserId: [id], unreadNoticeCount: counts.get(id) ?? 0 });
      } catch (err) {
        app.log.error({ err }, 'notice push failed');
      }
    }),
    app.events.on('chatRead', ({ userId, peerId }) => hub.sendTo(userId, { method: 'readMessage', formUserId: peerId })),
    app.events.on('sessionsEnded', ({ userId, sessionIds, exceptSessionId, reason }) => {
      const msg = reason === 'forced' || reason === 'displaced' ? t('sessionDisplaced') : t('liveLogout');
      for (const c of hub.conns(userId)) {
        const hit = sessionIds ? sessionIds.includes(c.sessionId) : c.sessionId !== exceptSessionId;
        if (hit) logout(c, msg);
      }
    }),
  ];

  // Heartbeat: ping every socket; drop the ones that missed the last pong; re-check sessions so an
  // expiry or a logout on another instance also reaches the socket.
  const heartbeat = setInterval(() => {
    const now = Date.now();
    for (const [userId, b] of budgets) {
      const last = Math.max(b.sends.at(-1) ?? 0, b.frames.at(-1) ?? 0);
      if (now - last >= LIVE_LIMITS.windowMs && !hub.isOnline(userId)) budgets.delete(userId);
    }
    for (const c of hub.all()) {
      if (!c.alive) {
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      c.ws.ping();
      app.sessions.check(c.token).then(
        (check) => {
          if (!check.ok) logout(c, check.msg);
        },
        () => {},
      );
    }
  }, opts.heartbeatMs ?? LIVE_LIMITS.heartbeatMs);
  heartbeat.unref();

  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    presence.stop();
    unplug?.();
    offs.forEach((off) => off());
  });

  typed(app).get(
    '/api/Common/Chat/Contacts',
    {
      schema: {
        tags: ['Chat'],
        summary: '聊天联系人（本组织树内及来信者；未读、在线优先，最多 limit 个）',
        querystring: Type.Object({
          keyword: Type.Optional(Type.String({ maxLength: 100 })),
          limit: Type.Integer({ minimum: 1, maximum: 5000, default: 2000 }),
          n: Type.Optional(Type.Unknown()),
        }),
        response: answers(envelope(Type.Object({ list: Type.Array(ChatContact), total: Type.Integer() }))),
      },
      config: { access: 'login' },
    },
    async (req) => {
      const q = req.query;
      return ok(await listContacts(db, req.user, onlineUserIds(), { keyword: q.keyword?.trim() || undefined, limit: q.limit }));
    },
  );
}
