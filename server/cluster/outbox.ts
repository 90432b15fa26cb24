import { coalesce, type ClusterMessage } from './wire';

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Batches what this instance tells the others. Every API write drops the list cache, so a burst of
 * writes would otherwise be a burst of NOTIFYs: what is said during one turn of the event loop, or
 * while the previous batch is still on its way, goes out together, coalesced, in one statement.
 * One batch at a time also keeps the order in which things were said.
 */
export class Outbox {
  private queued: ClusterMessage[] = [];
  /** The batch that will carry what is queued now. */
  private next: Promise<void> | null = null;
  private sending: Promise<void> = Promise.resolve();

  /** `send` hands a batch to PostgreSQL and must not reject (a failure is logged, not thrown at writers). */
  constructor(private readonly send: (messages: ClusterMessage[]) => Promise<void>) {}

  /** Resolves once the message, and everything said before it, has been sent. */
  add(message: ClusterMessage): Promise<void> {
    this.queued.push(message);
    this.next ??= this.sending.then(nextTurn).then(() => this.flush());
    return this.next;
  }

  /** Resolves once everything said so far has been sent (before closing the database). */
  idle(): Promise<void> {
    return this.next ?? this.sending;
  }

  private flush(): Promise<void> {
    const messages = coalesce(this.queued);
    this.queued = [];
    this.next = null;
    this.sending = this.send(messages);
    return this.sending;
  }
}
