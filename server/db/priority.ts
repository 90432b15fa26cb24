import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Statements asked for while a live-channel frame is handled go ahead of queued ones on PGlite's
 * single connection: a chat message must not wait behind twenty list pages (issue 19's under-load
 * watch showed delivery p99 following the list reads). PostgreSQL's pool needs no such help; there
 * this only marks the work.
 */
const store = new AsyncLocalStorage<true>();

/** Runs `fn` with every statement it causes (however deep, awaited or not) marked urgent. */
export function urgent<T>(fn: () => T): T {
  return store.run(true, fn);
}

export function isUrgent(): boolean {
  return store.getStore() === true;
}
