import { Msg } from '../../contract/errors';
import { formatDate } from '../../contract/rules/format';
import { authApi } from './authApi';
import { useSession } from '../stores/session';
import { useSettings, afterLoginSettings } from '../stores/settings';
import { useTagsView } from '../stores/tagsView';
import { i18n } from '../i18n/i18n';
import type { UserInfo } from '../../contract/api';

// What happens around a sign-in: loading the user, the post-login adjustments, leaving.

/** CurrentUser → session store (routes built). Rejects with the spec text on an empty answer. */
export async function loadCurrentUser() {
  const { data } = await authApi.currentUser();
  if (!data?.userInfo) throw new Error(Msg.userInfoEmpty);
  useSession.getState().setCurrentUser(data);
  return data;
}

async function showLastLogin(u: UserInfo) {
  if (!u.prevLogin || !u.prevLoginTime) return;
  // Loaded on demand: the notification component is not needed to draw the login page.
  const { default: notification } = await import('antd/es/notification');
  const t = i18n.getFixedT(null, 'shell');
  notification.info({
    title: t('login.lastLoginTitle'),
    description: [
      t('login.lastLoginTime', { v: formatDate(u.prevLoginTime, 'YYYY-MM-DD HH:mm:ss') }),
      t('login.lastLoginPlace', { v: u.prevLoginIPAddressName || '-' }),
      t('login.lastLoginIp', { v: u.prevLoginIPAddress || '-' }),
    ].join('\n'),
    placement: 'bottomRight',
    duration: 2,
    style: { whiteSpace: 'pre-line' },
  });
}

/** Everything after a sign-in call set the session cookie (password, code or QR). */
export async function completeSignIn() {
  const session = useSession.getState();
  session.signIn();
  useTagsView.getState().clear();
  try {
    const cu = await loadCurrentUser();
    // The server refuses an empty menu already; the client keeps the spec's own guard too.
    if (!cu.menuList.length) throw new Error(Msg.noMenu);
    const settings = useSettings.getState();
    settings.replace(afterLoginSettings(settings));
    void showLastLogin(cu.userInfo);
    return cu;
  } catch (err) {
    useSession.getState().reset();
    throw err;
  }
}

/**
 * What must stop before the server ends the session. The live socket: the server tells every socket
 * of an ended session `logout` before it answers the logout call, and this tab's socket would take it
 * as "signed out elsewhere" — an error toast and a reload 1.5 s later that, on a slow answer, cut off
 * the logout call before its cleared cookie was stored.
 */
const leaving = new Set<() => void>();
export function beforeSignOut(fn: () => void): () => void {
  leaving.add(fn);
  return () => leaving.delete(fn);
}

/** Logs out on the server (best effort) and forgets everything locally. */
export async function signOut() {
  for (const stop of leaving) stop();
  await authApi.logout().catch(() => undefined);
  useSession.getState().reset();
  useTagsView.getState().clear();
}
