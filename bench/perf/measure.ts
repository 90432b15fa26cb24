// Timing primitives shared by both sides of every case, so "ours" and "plain antd" are measured alike.

/** Resolves on a fresh task after all pending microtasks (and React's sync commits) have run. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const ch = new MessageChannel();
    ch.port1.onmessage = () => resolve();
    ch.port2.postMessage(0);
  });
}

/** Resolves after the next frame has been produced (rAF, then the task after it). */
export function painted(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Polls on tasks (not setTimeout, which the browser clamps to 4 ms) until `test` holds. React's
 * scheduler also runs on MessageChannel tasks, so polling interleaves with rendering, not ahead of it.
 */
export async function until(test: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const start = performance.now();
  while (!test()) {
    if (performance.now() - start > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await nextTask();
  }
}

/** Forces style and layout, so a measured commit includes the browser work before the next paint. */
export function layout(): void {
  void document.body.offsetHeight;
}

/** Time from `act` to `ready` holding and the following frame being produced. */
export async function timeToFrame(act: () => void, ready: () => boolean, what: string): Promise<number> {
  const t0 = performance.now();
  act();
  await until(ready, what);
  await painted();
  return performance.now() - t0;
}

/** Longest gap between animation frames during `ms`: the jank a user would see in that window. */
export async function longestFrame(ms: number): Promise<number> {
  let last = performance.now();
  const end = last + ms;
  let max = 0;
  while (performance.now() < end) {
    await new Promise((r) => requestAnimationFrame(r));
    const now = performance.now();
    max = Math.max(max, now - last);
    last = now;
  }
  return max;
}

/** Types into a React-controlled input the way a keyboard does: native value setter, then `input`. */
export function typeInto(input: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Cost of each keystroke: from the input event to React's commit and the browser's style/layout,
 * without the wait for vsync (which would add 0–16 ms of idle time unrelated to the form). Keys are
 * spaced by a frame, as between real keystrokes.
 */
export async function keystrokes(input: HTMLInputElement, count: number): Promise<number[]> {
  const times: number[] = [];
  let text = '';
  for (let i = 0; i < count; i++) {
    await painted();
    text += String.fromCharCode(97 + (i % 26));
    const t0 = performance.now();
    typeInto(input, text);
    await nextTask();
    layout();
    times.push(performance.now() - t0);
  }
  return times;
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

export function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
}
