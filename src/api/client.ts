import { message } from 'antd';
import { createHttp } from './http';
import { useSession } from '../stores/session';
import { useTagsView } from '../stores/tagsView';
import { appConfig } from '../config';
import { useApp } from '../stores/app';
import { frameSession } from '../auth/frameSession';

// The app's instance of the http client, wired to the session store, antd toasts and the browser.

let leaving = false;

/** The login-clear address with a return URL (spec §8). */
export function loginClearAddress(current: string): string {
  const sep = appConfig.loginClearUrl.includes('?') ? '&' : '?';
  return `${appConfig.loginClearUrl}${sep}redirect=${encodeURIComponent(current)}`;
}

export const http = createHttp({
  fetch: (...args) => fetch(...args),
  now: () => Date.now(),
  getFrameToken: frameSession.get,
  getLanguage: () => useApp.getState().language,
  toastError: (text, seconds) => {
    void message.error({ content: text, duration: seconds });
  },
  onSessionEnd: () => {
    // Several calls in flight can fail together; leave once.
    if (leaving) return;
    leaving = true;
    useSession.getState().reset();
    useTagsView.getState().clear();
    const here = window.location.pathname + window.location.search;
    if (window.location.pathname === '/login') {
      leaving = false;
      return;
    }
    window.location.assign(loginClearAddress(here));
  },
});
