import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Statements asked for while a live-channel frame is handled do not wait behind list reads: a chat
 * message must not wait behind twenty list pages (issue 19's under-load watch showed delivery p99
 * following the list reads). On PGlite's single connection they go ahead of queued statements; on
 * PostgreSQL they run on a small pool of their own (db/client.ts).
 */
const store = new AsyncLocalStorage<true>();

/** Runs `fn` with every statement it causes (however deep, awaited or not) marked urgent. */
export function urgent<T>(fn: () => T): T {
  return store.run(true, fn);
}

export function isUrgent(): boolean {
  return store.getStore() === true;
}
