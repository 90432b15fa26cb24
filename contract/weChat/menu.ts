/**
 * The official account's custom menu as Tencent documents it (自定义菜单 /cgi-bin/menu/create): at
 * most 3 top-level buttons, each with at most 5 sub-buttons; a top-level name at most 16 bytes (4
 * Chinese characters), a sub-button's at most 60 bytes; a click key at most 128 bytes, a view URL at
 * most 1024. Checked here before anything is stored or sent, so the designer sees the path of each
 * problem instead of Tencent's error code.
 */

export type MenuKind = 'click' | 'view' | 'miniprogram';

export interface MenuButton {
  name: string;
  type?: MenuKind;
  key?: string;
  url?: string;
  appid?: string;
  pagepath?: string;
  sub_button?: MenuButton[];
}

export interface MpMenu {
  button: MenuButton[];
}

export const MENU_LIMITS = { top: 3, sub: 5, topNameBytes: 16, subNameBytes: 60, keyBytes: 128, urlBytes: 1024 } as const;

export type MenuProblemCode = 'tooManyTop' | 'tooManySub' | 'nameEmpty' | 'nameTooLong' | 'kindMissing' | 'keyMissing' | 'keyTooLong' | 'urlInvalid' | 'urlTooLong' | 'appMissing' | 'noButtons';

export interface MenuProblem {
  path: string;
  code: MenuProblemCode;
  /** The limit the value broke, for the message. */
  limit?: number;
}

const bytes = (s: string) => new TextEncoder().encode(s).length;

function checkAction(b: MenuButton, path: string, out: MenuProblem[]) {
  if (!b.type) {
    out.push({ path: `${path}/type`, code: 'kindMissing' });
    return;
  }
  if (b.type === 'click') {
    if (!b.key) out.push({ path: `${path}/key`, code: 'keyMissing' });
    else if (bytes(b.key) > MENU_LIMITS.keyBytes) out.push({ path: `${path}/key`, code: 'keyTooLong', limit: MENU_LIMITS.keyBytes });
  }
  if (b.type === 'view' || b.type === 'miniprogram') {
    // A mini-program button also needs a web page for clients that cannot open mini programs.
    if (!b.url || !/^https?:\/\/\S+$/i.test(b.url)) out.push({ path: `${path}/url`, code: 'urlInvalid' });
    else if (bytes(b.url) > MENU_LIMITS.urlBytes) out.push({ path: `${path}/url`, code: 'urlTooLong', limit: MENU_LIMITS.urlBytes });
  }
  if (b.type === 'miniprogram') {
    if (!b.appid) out.push({ path: `${path}/appid`, code: 'appMissing' });
    if (!b.pagepath) out.push({ path: `${path}/pagepath`, code: 'appMissing' });
  }
}

function checkName(name: string, max: number, path: string, out: MenuProblem[]) {
  if (!name.trim()) out.push({ path: `${path}/name`, code: 'nameEmpty' });
  else if (bytes(name) > max) out.push({ path: `${path}/name`, code: 'nameTooLong', limit: max });
}

export function checkMpMenu(menu: MpMenu): MenuProblem[] {
  const out: MenuProblem[] = [];
  if (!menu.button.length) out.push({ path: '/button', code: 'noButtons' });
  if (menu.button.length > MENU_LIMITS.top) out.push({ path: '/button', code: 'tooManyTop', limit: MENU_LIMITS.top });
  menu.button.forEach((b, i) => {
    const path = `/button/${i}`;
    checkName(b.name ?? '', MENU_LIMITS.topNameBytes, path, out);
    const subs = b.sub_button ?? [];
    if (subs.length > MENU_LIMITS.sub) out.push({ path: `${path}/sub_button`, code: 'tooManySub', limit: MENU_LIMITS.sub });
    // A top-level button with sub-buttons only opens them; its own action is ignored by WeChat.
    if (!subs.length) checkAction(b, path, out);
    subs.forEach((s, j) => {
      const sp = `${path}/sub_button/${j}`;
      checkName(s.name ?? '', MENU_LIMITS.subNameBytes, sp, out);
      checkAction(s, sp, out);
    });
  });
  return out;
}

/** The menu as Tencent's menu/create takes it: only the keys of each button's kind. */
export function toTencentMenu(menu: MpMenu): MpMenu {
  const clean = (b: MenuButton, top: boolean): MenuButton => {
    if (top && b.sub_button?.length) return { name: b.name, sub_button: b.sub_button.map((s) => clean(s, false)) };
    const out: MenuButton = { type: b.type, name: b.name };
    if (b.type === 'click') out.key = b.key;
    if (b.type === 'view' || b.type === 'miniprogram') out.url = b.url;
    if (b.type === 'miniprogram') Object.assign(out, { appid: b.appid, pagepath: b.pagepath });
    return out;
  };
  return { button: menu.button.map((b) => clean(b, true)) };
}
