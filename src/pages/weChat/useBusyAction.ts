import { useState } from 'react';

/**
 * A screen's writes: `busy` while one runs, the list reloaded after it, and a failure answered as
 * false (the http client has already shown the server's message).
 */
export function useBusyAction(reload: () => void) {
  const [busy, setBusy] = useState(false);
  const act = async (fn: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await fn();
      reload();
      return true;
    } catch {
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, act };
}
