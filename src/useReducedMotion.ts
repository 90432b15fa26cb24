import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void) {
  if (typeof window === 'undefined' || !window.matchMedia) return () => {};
  const list = window.matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function current() {
  return typeof window !== 'undefined' && !!window.matchMedia && window.matchMedia(QUERY).matches;
}

/**
 * Whether the system asks for reduced motion. antd animates menus, drawers and dialogs in JavaScript
 * as well as CSS, so honouring the setting means turning its `motion` token off, not only CSS.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, () => false);
}
