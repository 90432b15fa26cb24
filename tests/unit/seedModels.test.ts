import { describe, expect, it } from 'vitest';
import { untranslatedTexts } from '../../renderer/i18n/pageTexts';
import { validatePageSchema } from '../../contract/pageModel/validatePageSchema';
import { studentSchema } from '../../server/visualDev/seedModels/student';
import { leaveSchema } from '../../server/visualDev/seedModels/leave';
import { scoreSchema } from '../../server/visualDev/seedModels/score';
import { gradeDictSchema } from '../../server/visualDev/seedModels/gradeDict';

// The seeded low-code pages are drawn in every language like the built-in screens: each Chinese text
// (form and search schemas, uiSchemas, plain labels) has zhtw and en in the page's `translations` or
// among the renderer's common words.
describe('seeded model pages', () => {
  for (const schema of [studentSchema, leaveSchema, scoreSchema, gradeDictSchema]) {
    it(`${schema.id} follows page.schema.json and has zhtw and en for every Chinese text`, () => {
      expect(validatePageSchema(schema)).toEqual([]);
      expect(untranslatedTexts(schema)).toEqual([]);
    });
  }
});
