import { lazy, Suspense, useEffect } from 'react';
import { create } from 'zustand';

const SettingsDrawer = lazy(() => import('./SettingsDrawer'));
const MenuConfigDialog = lazy(() => import('./MenuConfigDialog'));
const AboutDialog = lazy(() => import('./AboutDialog'));

// The navbar's dialogs live outside the navbar: switching the layout in the settings drawer
// re-mounts the navbar in another place, and a drawer owned by it would vanish under the click.

export type ShellDialog = 'settings' | 'menuConfig' | 'about';

export const useShellDialog = create<{ open: ShellDialog | null; show(d: ShellDialog): void; close(): void }>((set) => ({
  open: null,
  show: (d) => set({ open: d }),
  close: () => set({ open: null }),
}));

export default function ShellDialogs() {
  const open = useShellDialog((s) => s.open);
  const close = useShellDialog((s) => s.close);
  // Leaving the main layout (sign-out, lock) must not leave a dialog waiting for the next visit.
  useEffect(() => close, [close]);
  return (
    <Suspense fallback={null}>
      {open === 'settings' && <SettingsDrawer open onClose={close} />}
      {open === 'menuConfig' && <MenuConfigDialog open onClose={close} />}
      {open === 'about' && <AboutDialog open onClose={close} />}
    </Suspense>
  );
}
