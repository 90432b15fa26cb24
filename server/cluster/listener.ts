import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

export interface ListenerOptions {
  url: string;
  channel: string;
  /** application_name of the connection, so an operator can tell it apart in pg_stat_activity. */
  name: string;
  log: FastifyBaseLogger;
  onNotify(payload: string): void;
  /** Listening again after a drop: whatever was notified meanwhile is lost. */
  onReconnect(): void;
}

const PING_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;

/**
 * The one connection that LISTENs. It is its own client, not a pool's: a pooled connection goes back
 * to serve queries and its LISTEN with it. A dropped connection (server restart, network, an
 * administrator's pg_terminate_backend) is reconnected with growing pauses; a ping finds one that
 * died without a word (a half-open TCP connection raises no error).
 */
export class NotifyListener {
  private client: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private ping: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;

  constructor(private readonly opts: ListenerOptions) {}

  /** Listens; rejects when the first connection fails (the database is out of reach: do not start). */
  async start() {
    await this.connect();
    this.ping = setInterval(() => this.checkAlive(), PING_MS);
    this.ping.unref();
  }

  async close() {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    if (this.ping) clearInterval(this.ping);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }

  private async connect() {
    const { url, channel, name } = this.opts;
    const client = new pg.Client({ connectionString: url, application_name: name, keepAlive: true, query_timeout: 10_000 });
    // Until it listens, a failure is reported by connect() or query() rejecting.
    client.on('error', () => {});
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      client.end().catch(() => {});
      throw err;
    }
    if (this.closed) return void client.end().catch(() => {});
    client.on('notification', (n) => {
      if (n.channel === channel && n.payload) this.opts.onNotify(n.payload);
    });
    client.on('error', (err) => this.lost(client, err));
    client.on('end', () => this.lost(client));
    this.client = client;
  }

  private checkAlive() {
    const client = this.client;
    client?.query('SELECT 1').catch((err) => this.lost(client, err));
  }

  private lost(client: pg.Client, err?: Error) {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => {});
    if (this.closed) return;
    this.opts.log.warn({ err }, 'cluster notices: LISTEN connection lost, reconnecting');
    this.reconnectLater();
  }

  private reconnectLater() {
    const delay = Math.min(MAX_BACKOFF_MS, 250 * 2 ** this.failures) * (0.75 + Math.random() / 2);
    this.retry = setTimeout(async () => {
      this.retry = null;
      try {
        await this.connect();
      } catch (err) {
        this.failures++;
        this.opts.log.warn({ err, failures: this.failures }, 'cluster notices: reconnect failed');
        if (!this.closed) this.reconnectLater();
        return;
      }
      this.failures = 0;
      if (this.closed) return;
      this.opts.log.info('cluster notices: listening again');
      this.opts.onReconnect();
    }, delay);
    this.retry.unref();
  }
}
