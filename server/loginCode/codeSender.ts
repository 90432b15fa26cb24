import type { FastifyBaseLogger } from 'fastify';

/** Delivers a sign-in code to a mobile number. Production wires an SMS gateway here. */
export interface CodeSender {
  send(mobile: string, code: string): Promise<void>;
}

/**
 * The default sender: no SMS gateway ships with the product, so the code goes to the server log, at
 * debug level only (a code is a credential: with LOG_LEVEL=debug an operator of a demo reads it out;
 * at the default level it is never written). It also remembers the last code per number, which tests
 * read instead of the log.
 */
export class LoggingCodeSender implements CodeSender {
  private last = new Map<string, string>();

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(mobile: string, code: string) {
    this.last.set(mobile, code);
    if (this.last.size > 1000) this.last.delete(this.last.keys().next().value as string);
    this.log.debug({ mobile: mobile.slice(0, 3) + '****' + mobile.slice(7) }, `sign-in code for ${mobile}: ${code}`);
  }

  lastCode(mobile: string): string | undefined {
    return this.last.get(mobile);
  }
}
