/** Settles when `p` does, with what happened (its value or its error), so a test can look at both. */
export const outcome = (p: Promise<unknown>) =>
  p.then(
    (v) => ({ ok: true as const, v }),
    (e: Error & { code?: string }) => ({ ok: false as const, e }),
  );
