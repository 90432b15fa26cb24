import { useRenderer } from '../../../renderer/RendererContext';

/** The buttons the signed-in user holds on the page's menu (the server refuses the rest anyway). */
export function useButtons(): (code: string) => boolean {
  const env = useRenderer();
  const held = new Set((env.permissionList.find((p) => p.modelId === env.modelId)?.button ?? []).map((b) => b.enCode));
  return (code) => held.has(code);
}

/** Local time as the screens show it: 2026-11-24 14:31:00. */
export function formatTime(ms: number | null | undefined): string {
  if (!ms) return '';
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}`;
}
