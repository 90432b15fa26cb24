/**
 * Live channel figures: 1,000 websocket clients on loopback against a running product server, each
 * saying OnConnection, then chat messages between random colleagues (same school, so the server's
 * contact rule lets every one through) at stepped rates, to find the channel's capacity. Reports
 * connect time, and per step the messages delivered and the delivery latency (send → the
 * recipient's receiveMessage). Every socket is closed at the end.
 *
 * Alone: `npx tsx bench/live.ts http://127.0.0.1:3400 Bench12345`.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';

export interface LiveBenchOptions {
  sockets?: number;
  users?: number;
  messages?: number;
  /** Offered load, messages per second. */
  rate?: number;
  maxSendMs?: number;
  drainMs?: number;
}

interface Client {
  ws: WebSocket;
  userId: string;
  sends: number;
}

const md5 = (s: string) => crypto.createHash('md5').update(s).digest('hex');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}
const ms = (n: number) => Math.round(n * 10) / 10;

/** Runs `fn` over `items` with at most `limit` in flight. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]);
      }
    }),
  );
  return out;
}

async function signIn(base: string, account: string, password: string): Promise<{ token: string; userId: string; organizeId: string } | null> {
  const res = await fetch(`${base}/api/Common/Login/Login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ account, password: md5(password) }),
  });
  const login = (await res.json()) as { code: number; data?: { token: string } };
  if (login.code !== 200 || !login.data) return null;
  const me = (await (await fetch(`${base}/api/Common/Login/CurrentUser`, { headers: { authorization: login.data.token } })).json()) as {
    data?: { userInfo?: { userId?: string; id?: string; organizeId?: string } };
  };
  const info = me.data?.userInfo;
  const userId = info?.userId ?? info?.id;
  if (!userId || !info?.organizeId) return null;
  return { token: login.data.token, userId, organizeId: info.organizeId };
}

interface Round {
  sent: number;
  delivered: number;
  refused: number;
  offeredPerSec: number;
  deliveredPerSec: number;
  p50: number;
  p99: number;
  max: number;
}

/**
 * Signed-in sockets ready to chat: `round(rate, seconds)` offers messages at a rate and measures the
 * delivery latency of each (send → the recipient's receiveMessage). Every socket is closed by `close`.
 */
export class LiveRig {
  private clients: Client[] = [];
  private senders: Client[] = [];
  private byOrg = new Map<string, string[]>();
  private orgOf = new Map<string, string>();
  private seq = 0;
  private sentAt = new Map<number, number>();
  private deliveredAt = new Map<number, number>();
  private errors: Record<string, number> = {};
  connect = { sockets: 0, users: 0, totalMs: 0, p50: 0, p99: 0 };

  /** `bases`: one instance, or several behind no balancer (socket i goes to bases[i % n]). */
  static async open(bases: string | string[], password: string, opts: { sockets?: number; users?: number } = {}): Promise<LiveRig> {
    const rig = new LiveRig();
    try {
      await rig.start(typeof bases === 'string' ? [bases] : bases, password, opts.sockets ?? 1000, opts.users ?? 1000);
    } catch (err) {
      await rig.close();
      throw err;
    }
    return rig;
  }

  get socketCount() {
    return this.clients.length;
  }

  private async start(bases: string[], password: string, SOCKETS: number, USERS: number) {
    const base = bases[0];
    const wsUrls = bases.map((b) => `${b.replace(/^http/, 'ws')}/api/ws`);
    // The seeded staff t0001… (about 300), then the bench users bench1… (seeded by bench/serve.ts
    // with the teacher's password), four sign-ins at a time (scrypt makes this the slow part).
    // Numbering is contiguous, so a batch with no success ends that series.
    const signed: NonNullable<Awaited<ReturnType<typeof signIn>>>[] = [];
    for (const [prefix, width] of [['t', 4], ['bench', 0]] as const) {
      for (let n = 1; signed.length < USERS; n += 4) {
        const batch = [n, n + 1, n + 2, n + 3].map((i) => `${prefix}${String(i).padStart(width, '0')}`);
        const got = await Promise.all(batch.map((a) => signIn(base, a, password).catch(() => null)));
        for (const u of got) if (u) signed.push(u);
        if (got.every((u) => !u)) break;
      }
    }
    signed.splice(USERS);
    if (signed.length < 2) throw new Error(`only ${signed.length} users could sign in`);
    // Colleagues: the same organisation, so every message is allowed (a message to another school is refused).
    for (const u of signed) this.byOrg.set(u.organizeId, [...(this.byOrg.get(u.organizeId) ?? []), u.userId]);
    this.orgOf = new Map(signed.map((u) => [u.userId, u.organizeId]));
    const connectTimes: number[] = [];
    const t0 = performance.now();
    await pool(
      Array.from({ length: SOCKETS }, (_, i) => ({ u: signed[i % signed.length], wsUrl: wsUrls[i % wsUrls.length] })),
      100,
      ({ u, wsUrl }) =>
        new Promise<void>((resolve, reject) => {
          const start = performance.now();
          const ws = new WebSocket(wsUrl, { perMessageDeflate: false });
          const client: Client = { ws, userId: u.userId, sends: 0 };
          this.clients.push(client);
          const timer = setTimeout(() => reject(new Error('connect timeout')), 30_000);
          ws.on('open', () => ws.send(JSON.stringify({ method: 'OnConnection', token: u.token, mobileDevice: false })));
          ws.on('error', (err) => {
            clearTimeout(timer);
            reject(err);
          });
          ws.on('message', (raw) => {
            const text = raw.toString();
            // Only the frames the bench needs are parsed; presence broadcasts are skipped cheaply.
            if (text.startsWith('{"method":"receiveMessage"')) {
              const f = JSON.parse(text) as { formMessage: string };
              const seq = Number(f.formMessage.slice(3));
              if (!this.deliveredAt.has(seq) && this.sentAt.has(seq)) this.deliveredAt.set(seq, performance.now());
            } else if (text.startsWith('{"method":"initMessage"')) {
              clearTimeout(timer);
              connectTimes.push(performance.now() - start);
              resolve();
            } else if (text.startsWith('{"method":"error"') || text.startsWith('{"method":"logout"')) {
              const f = JSON.parse(text) as { method: string; code?: number; msg?: string };
              const key = `${f.method} ${f.code ?? ''} ${f.msg ?? ''}`.trim();
              this.errors[key] = (this.errors[key] ?? 0) + 1;
            }
          });
        }),
    );
    connectTimes.sort((a, b) => a - b);
    this.connect = {
      sockets: this.clients.length,
      users: signed.length,
      totalMs: Math.round(performance.now() - t0),
      p50: ms(percentile(connectTimes, 50)),
      p99: ms(percentile(connectTimes, 99)),
    };
    // Senders go round-robin over the sockets, so each user's sends spread evenly.
    this.senders = this.clients.filter((c) => (this.byOrg.get(this.orgOf.get(c.userId)!)?.length ?? 0) > 1);
    if (!this.senders.length) throw new Error('no two signed-in users share an organisation');
  }

  /** Offers `rate` messages a second for `seconds`, then waits up to `drainMs` for the deliveries. */
  async round(rate: number, seconds: number, drainMs = 5000): Promise<Round> {
    const first = this.seq;
    const total = Math.round(rate * seconds);
    const refusedBefore = Object.values(this.errors).reduce((a, b) => a + b, 0);
    const sendStart = performance.now();
    const perTick = Math.max(1, Math.round(rate / 100));
    while (this.seq - first < total && performance.now() - sendStart < seconds * 2000) {
      const due = Math.min(total, Math.floor(((performance.now() - sendStart) / 1000) * rate) + perTick);
      while (this.seq - first < due) {
        const from = this.senders[this.seq % this.senders.length];
        const peers = this.byOrg.get(this.orgOf.get(from.userId)!)!;
        let to = peers[Math.floor(Math.random() * peers.length)];
        if (to === from.userId) to = peers[(peers.indexOf(to) + 1) % peers.length];
        this.sentAt.set(this.seq, performance.now());
        from.ws.send(`{"method":"SendMessage","toUserId":"${to}","messageType":"text","messageContent":"lb:${this.seq}"}`);
        from.sends++;
        this.seq++;
      }
      await sleep(10);
    }
    const last = this.seq;
    const refused = () => Object.values(this.errors).reduce((a, b) => a + b, 0) - refusedBefore;
    const deliveredNow = () => {
      let n = 0;
      for (let i = first; i < last; i++) if (this.deliveredAt.has(i)) n++;
      return n;
    };
    const drainUntil = performance.now() + drainMs;
    while (performance.now() < drainUntil && deliveredNow() + refused() < last - first) await sleep(50);
    const latencies: number[] = [];
    let lastDelivery = sendStart;
    for (let i = first; i < last; i++) {
      const at = this.deliveredAt.get(i);
      if (at === undefined) continue;
      latencies.push(at - this.sentAt.get(i)!);
      if (at > lastDelivery) lastDelivery = at;
    }
    latencies.sort((a, b) => a - b);
    return {
      sent: last - first,
      delivered: latencies.length,
      refused: refused(),
      offeredPerSec: rate,
      deliveredPerSec: Math.round((latencies.length / Math.max(1, lastDelivery - sendStart)) * 1000),
      p50: ms(percentile(latencies, 50)),
      // An undelivered message counts as late: p99 over what was sent, not over what arrived.
      p99: latencies.length < last - first ? Infinity : ms(percentile(latencies, 99)),
      max: ms(latencies[latencies.length - 1] ?? NaN),
    };
  }

  errorsSeen() {
    return { ...this.errors };
  }

  async close() {
    await Promise.all(
      this.clients.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.ws.readyState === WebSocket.CLOSED) return resolve();
            const t = setTimeout(() => {
              c.ws.terminate();
              resolve();
            }, 3000);
            c.ws.once('close', () => {
              clearTimeout(t);
              resolve();
            });
            c.ws.close();
          }),
      ),
    );
  }
}

/** The offered rates tried, in order, until one misses the target. */
export const CAPACITY_STEPS = [100, 250, 500, 1000, 1500, 2000, 3000, 4000, 6000, 8000, 12000];
export const CAPACITY_P99_MS = 50;

/**
 * Live channel capacity: the highest offered rate whose delivery p99 stays ≤ 50 ms with every message
 * delivered, found by stepping the rate (LIVE_STEP_SECONDS each, default 3; a step that misses is run
 * once more and counts as missed only if it misses again), with the socket count.
 * bench/serve.ts lifts the per-user send budget (a product limit, not a capacity figure).
 */
export async function liveFigures(base: string, password: string, opts: LiveBenchOptions = {}) {
  const lines: [string, string][] = [];
  const results: Record<string, unknown> = {};
  let rig: LiveRig | null = null;
  try {
    rig = await LiveRig.open(base, password, { sockets: opts.sockets, users: opts.users });
    const c = rig.connect;
    results.liveConnect = { sockets: c.sockets, users: c.users, totalMs: c.totalMs, perSocketP50Ms: c.p50, perSocketP99Ms: c.p99 };
    lines.push([`live: ${c.sockets} sockets (${c.users} users) connected`, `${c.totalMs} ms in all (100 at a time), per socket p50 ${c.p50} ms, p99 ${c.p99} ms`]);
    const cap = await capacity(rig, Number(process.env.LIVE_STEP_SECONDS || 3));
    results.liveCapacity = { ...cap, sockets: rig.socketCount, loadAverage: os.loadavg().map((l) => +l.toFixed(1)) };
    lines.push(...capacityLines(cap, rig.socketCount, 'one instance'));
  } catch (err) {
    lines.push(['live figures', `failed: ${(err as Error).message.split('\n')[0]}`]);
  } finally {
    await rig?.close();
  }
  return { lines, results };
}

/** Rates tried between the last step that held and the first that missed, halving the gap. */
export const CAPACITY_BISECTIONS = 2;

export async function capacity(rig: LiveRig, seconds: number) {
  const steps: Round[] = [];
  let best: Round | null = null;
  let missed: number | null = null;
  const holds = (r: Round) => r.p99 <= CAPACITY_P99_MS && r.refused === 0;
  // A rate counts as missed when it misses twice in a row: one 3-second step's p99 is at the mercy of
  // a single pause of either process (a collection, the embedded database's periodic VACUUM), which
  // made the same build's capacity read 1,375, 2,000 or 3,000 msg/s from run to run (issue 19).
  const tryRate = async (rate: number): Promise<Round> => {
    const r = await rig.round(rate, seconds);
    steps.push(r);
    if (holds(r)) return r;
    await sleep(1000);
    const again = await rig.round(rate, seconds);
    steps.push(again);
    return again;
  };
  for (const rate of CAPACITY_STEPS) {
    const r = await tryRate(rate);
    if (!holds(r)) {
      missed = rate;
      break;
    }
    best = r;
    // The socket's queue settles before the next, higher step.
    await sleep(500);
  }
  // The steps are coarse (500 → 1,000): a capacity of 500 may be 900. Halve the gap a few times.
  for (let i = 0; i < CAPACITY_BISECTIONS && best && missed !== null && missed - best.offeredPerSec > 50; i++) {
    await sleep(1000);
    const rate = Math.round((best.offeredPerSec + missed) / 2);
    const r = await tryRate(rate);
    if (holds(r)) best = r;
    else missed = rate;
  }
  return { capacityPerSec: best?.offeredPerSec ?? 0, steps };
}

export function capacityLines(cap: Awaited<ReturnType<typeof capacity>>, sockets: number, where: string): [string, string][] {
  const show = (r: Round) =>
    `${r.offeredPerSec}/s → ${r.delivered}/${r.sent} delivered, p50 ${r.p50} ms, p99 ${Number.isFinite(r.p99) ? `${r.p99} ms` : 'not all delivered'}${r.refused ? `, ${r.refused} refused` : ''}`;
  return [
    [`live capacity, ${where} (${sockets} sockets)`, `${cap.capacityPerSec.toLocaleString('en-US')} msg/s with delivery p99 ≤ ${CAPACITY_P99_MS} ms (load average ${os.loadavg()[0].toFixed(1)})`],
    ...cap.steps.map((r): [string, string] => ['  … step', show(r)]),
  ];
}

// Run directly: `npx tsx bench/live.ts [base] [password]`.
if (process.argv[1] && /bench[\\/]live\.ts$/.test(process.argv[1])) {
  const [base = 'http://127.0.0.1:3400', password = 'Bench12345'] = process.argv.slice(2);
  liveFigures(base, password).then(
    ({ lines, results }) => {
      for (const [k, v] of lines) console.log(`${k.padEnd(52)} ${v}`);
      console.log(JSON.stringify(results, null, 2));
    },
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
