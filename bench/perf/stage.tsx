import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { App as AntApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { painted } from './measure';

// One stage for every case. Both sides get the same antd providers (locale, no motion, App), as the
// shell gives every screen, so a difference in figures is the components', not the setup's.
const host = document.getElementById('perf-root')!;
const root = createRoot(host);

export function show(node: ReactNode): void {
  root.render(
    <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
      <AntApp>{node}</AntApp>
    </ConfigProvider>,
  );
}

/** Unmounts the previous case and lets the browser settle before the next measurement. */
export async function clear(): Promise<void> {
  root.render(<></>);
  await painted();
  await painted();
}

export const within = (selector: string) => host.querySelector(selector);
export const countIn = (selector: string) => host.querySelectorAll(selector).length;
