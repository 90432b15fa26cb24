import { describe, expect, it } from 'vitest';
import { addSub, addTop, buttonAt, removeAt, updateAt } from './menuEdit';
import { checkMpMenu, type MpMenu } from '../../../contract/weChat/menu';

describe('editing the official account menu', () => {
  it('adds up to 3 top buttons and 5 sub-buttons each, and no more', () => {
    let menu: MpMenu = { button: [] };
    for (const n of ['一', '二', '三']) menu = addTop(menu, n)!.menu;
    expect(addTop(menu, '四')).toBeNull();
    for (let i = 0; i < 5; i++) menu = addSub(menu, 0, `子${i}`)!.menu;
    expect(addSub(menu, 0, '子5')).toBeNull();
    expect(buttonAt(menu, { top: 0, sub: 4 })).toMatchObject({ name: '子4' });
    // A button with sub-buttons is only their parent: its own action is gone.
    expect(buttonAt(menu, { top: 0 })).toEqual({ name: '一', sub_button: expect.any(Array) });
  });

  it('edits in place and removing the last sub-button leaves a plain button the checker asks to complete', () => {
    let menu = addTop({ button: [] }, '服务')!.menu;
    menu = addSub(menu, 0, '请假')!.menu;
    menu = updateAt(menu, { top: 0, sub: 0 }, { type: 'view', url: 'https://s.example/leave' });
    expect(checkMpMenu(menu)).toEqual([]);
    menu = removeAt(menu, { top: 0, sub: 0 });
    expect(menu.button[0]).toEqual({ name: '服务', type: 'click', key: '' });
    expect(checkMpMenu(menu).map((p) => p.code)).toEqual(['keyMissing']);
    expect(removeAt(menu, { top: 0 }).button).toEqual([]);
  });
});
