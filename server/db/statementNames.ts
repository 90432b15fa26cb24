import crypto from 'node:crypto';
import { AskedBefore } from './askedBefore.mjs';

/**
 * Which statement texts run as named prepared statements on PostgreSQL (node-postgres prepares a
 * named statement once per connection and then only binds it: a users page 0.65 → 0.45 ms, issue 19).
 * A text gets a name the second time it is asked — one with its values written in (an id list, a
 * LIMIT) may never come again — and at most `max` texts ever get one, because node-postgres keeps a
 * connection's statements until the connection closes. A text whose prepared form failed for a
 * reason of its own (a table under it changed its columns) runs unnamed from then on.
 */
export class StatementNames {
  private named = new Map<string, string>();
  private refused = new Set<string>();
  private readonly asked: AskedBefore;

  constructor(private readonly max = 500) {
    this.asked = new AskedBefore(max * 4);
  }

  /** The name to run `text` under, or null to run it unnamed. */
  nameFor(text: string): string | null {
    const name = this.named.get(text);
    if (name) return name;
    if (this.refused.has(text) || this.named.size >= this.max) return null;
    if (!this.asked.again(text)) return null;
    // The text decides the name, so every connection and every instance agree on it.
    const made = `ec_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 32)}`;
    this.named.set(text, made);
    return made;
  }

  /** `text` runs unnamed from now on. */
  refuse(text: string): void {
    this.named.delete(text);
    this.refused.add(text);
  }
}

/** SQLSTATE 0A000 "cached plan must not change result type": a prepared statement's tables changed shape. */
export const PLAN_CHANGED = '0A000';
