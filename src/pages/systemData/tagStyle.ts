/**
 * State tags at WCAG AA contrast (antd's green, red and blue tag texts read 3–3.4:1 on their
 * backgrounds; these are at least 7:1), shared by the 系统数据 screens.
 */
const STYLES = {
  ok: { color: '#135200', background: '#f6ffed', borderColor: '#b7eb8f' },
  bad: { color: '#820014', background: '#fff1f0', borderColor: '#ffa39e' },
  busy: { color: '#002c8c', background: '#e6f4ff', borderColor: '#91caff' },
  idle: { color: '#262626', background: '#fafafa', borderColor: '#d9d9d9' },
} as const;

export function tagStyle(kind: keyof typeof STYLES) {
  return STYLES[kind];
}
