import { describe, expect, it } from 'vitest';
import { feTexts } from '../familyEducation/texts';
import { spaceTexts } from '../space/texts';
import { appTexts } from '../appStore/texts';
import { tsTexts } from '../teacherSpace/texts';

// Every community screen's table: the same keys and placeholders in zh, zh-TW and en.
const TABLES: Record<string, Record<'zh' | 'zhtw' | 'en', Record<string, string>>> = { feTexts, spaceTexts, appTexts, tsTexts };

describe('community text tables', () => {
  for (const [name, table] of Object.entries(TABLES)) {
    it(`${name} has every key in all three languages with the same placeholders`, () => {
      const keys = Object.keys(table.zh).sort();
      const ph = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      for (const lang of ['zhtw', 'en'] as const) {
        expect(Object.keys(table[lang]).sort()).toEqual(keys);
        for (const k of keys) expect(ph(table[lang][k])).toEqual(ph(table.zh[k]));
      }
    });
  }
});
