import WebSocket from 'ws';

/** A websocket client for the live channel that records frames and waits for the ones a test expects. */
export interface LiveSocket {
  ws: WebSocket;
  frames: any[];
  send(frame: object | string): void;
  next(method: string, pred?: (f: any) => boolean, timeoutMs?: number): Promise<any>;
  none(method: string, waitMs?: number): Promise<void>;
  closed: Promise<{ code: number }>;
  close(): void;
  /** The initMessage answering OnConnection, when a token was given. */
  init?: any;
}

export async function openLive(baseUrl: string, token?: string | null): Promise<LiveSocket> {
  const ws = new WebSocket(`${baseUrl.replace('http', 'ws')}/api/ws`);
  const frames: any[] = [];
  const waiters: { method: string; pred: (f: any) => boolean; resolve: (f: any) => void }[] = [];
  const closed = new Promise<{ code: number }>((resolve) => ws.on('close', (code) => resolve({ code })));
  ws.on('message', (raw) => {
    const f = JSON.parse(raw.toString());
    frames.push(f);
    for (const w of [...waiters]) {
      if (w.method === f.method && w.pred(f)) {
        waiters.splice(waiters.indexOf(w), 1);
        f.__taken = true;
        w.resolve(f);
        return;
      }
    }
  });
  ws.on('error', () => {});
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  const live: LiveSocket = {
    ws,
    frames,
    closed,
    send: (frame) => ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    next(method, pred = () => true, timeoutMs = 5000) {
      const seen = frames.find((f) => !f.__taken && f.method === method && pred(f));
      if (seen) {
        seen.__taken = true;
        return Promise.resolve(seen);
      }
      return new Promise((resolve, reject) => {
        const w = { method, pred, resolve };
        waiters.push(w);
        setTimeout(() => {
          const i = waiters.indexOf(w);
          if (i >= 0) {
            waiters.splice(i, 1);
            reject(new Error(`no ${method} frame within ${timeoutMs} ms; got ${JSON.stringify(frames.map((f) => f.method))}`));
          }
        }, timeoutMs);
      });
    },
    async none(method, waitMs = 300) {
      await new Promise((r) => setTimeout(r, waitMs));
      const got = frames.find((f) => !f.__taken && f.method === method);
      if (got) throw new Error(`unexpected ${method} frame: ${JSON.stringify(got)}`);
    },
    close: () => ws.close(),
  };
  if (token) {
    live.send({ method: 'OnConnection', token, mobileDevice: false });
    live.init = await live.next('initMessage');
  }
  return live;
}
