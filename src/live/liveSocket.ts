// The websocket to /api/ws: connects, says OnConnection, and reconnects with exponential backoff
// (1 s doubling to 30 s, with jitter) until told to stop (a 'logout' frame). The same-origin
// upgrade carries the HttpOnly session cookie, which is how the server knows the socket's user:
// no frame carries a token (issue 11).

export type Frame = { method: string; [k: string]: unknown };

export interface LiveSocketOptions {
  url: string;
  /** Only a console framed by another site says its token (its upgrade carries no cookie). */
  frameToken?: () => string | null;
  onFrame(frame: Frame): void;
  onStatus?(connected: boolean): void;
  /** For tests: a WebSocket constructor and timers. */
  WebSocketImpl?: typeof WebSocket;
  random?: () => number;
}

export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** Math.min(attempt, 5));
  return Math.round(base / 2 + (random() * base) / 2);
}

export class LiveSocket {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private stopped = false;
  private queue: string[] = [];

  constructor(private readonly opts: LiveSocketOptions) {}

  start() {
    this.stopped = false;
    this.open();
  }

  /** Stops for good: no reconnect (after logout, or when the sign-in changes). */
  stop() {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.ws?.close();
    this.ws = null;
  }

  /** Sends now, or once connected (frames wait in order while reconnecting). */
  send(frame: Frame) {
    const text = JSON.stringify(frame);
    const ws = this.ws;
    if (ws && ws.readyState === 1) ws.send(text);
    else if (this.queue.length < 50) this.queue.push(text);
  }

  private open() {
    const Impl = this.opts.WebSocketImpl ?? WebSocket;
    const ws = new Impl(this.opts.url);
    this.ws = ws;
    ws.onopen = () => {
      this.attempt = 0;
      const token = this.opts.frameToken?.();
      ws.send(JSON.stringify({ method: 'OnConnection', mobileDevice: false, ...(token ? { token } : {}) }));
      for (const t of this.queue.splice(0)) ws.send(t);
      this.opts.onStatus?.(true);
    };
    ws.onmessage = (ev) => {
      let frame: Frame;
      try {
        frame = JSON.parse(String(ev.data));
      } catch {
        return;
      }
      if (frame.method === 'logout' || frame.method === 'closeSocket') this.stopped = true;
      this.opts.onFrame(frame);
    };
    ws.onclose = () => {
      if (this.ws !== ws) return;
      this.ws = null;
      this.opts.onStatus?.(false);
      if (this.stopped) return;
      this.timer = setTimeout(() => this.open(), backoffDelay(this.attempt++, this.opts.random));
    };
    ws.onerror = () => {
      /* onclose follows */
    };
  }
}

/** `lang` (an Accept-Language tag) picks the language of the server's error and logout texts. */
export function liveUrl(loc: Pick<Location, 'protocol' | 'host'> = window.location, lang?: string): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/api/ws${lang ? `?lang=${encodeURIComponent(lang)}` : ''}`;
}
