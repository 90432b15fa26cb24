/**
 * A gate that opens at most once per interval: housekeeping that must not run on every request
 * (the callback's purge of old nonces deleted rows on each message WeChat delivered).
 */
export function onceEvery(intervalMs: number, now: () => number = Date.now): () => boolean {
  let last = -Infinity;
  return () => {
    const t = now();
    if (t - last < intervalMs) return false;
    last = t;
    return true;
  };
}
