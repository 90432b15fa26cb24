import { pinyin } from 'pinyin-pro';

/** quickQuery: pinyin initials of the real name, so 张三 is found by "zs". */
export function quickQuery(realName: string): string {
  return pinyin(realName, { pattern: 'first', toneType: 'none', separator: '', nonZh: 'consecutive' }).toLowerCase().replace(/\s+/g, '');
}
