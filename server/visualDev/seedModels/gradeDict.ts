import type { PageSchema } from '../../../contract/pageModel/pageSchema';

/** 年级字典: the client draws it from the 'grade' dictionary; nothing is stored with the page. */
export const gradeDictSchema: PageSchema = {
  id: 'dict-grade',
  kind: 'dictionary',
  title: '年级字典',
  dictionary: { typeCode: 'grade', isTree: false },
  translations: {
    zhtw: {
      年级字典: '年級字典',
    },
    en: {
      年级字典: 'Grades',
    },
  },
};
