// 家庭教育: the categories and age groups an article is filed under. Codes are stored; labels are
// shown in the caller's language.

export interface Labelled {
  code: string;
  zh: string;
  zhtw: string;
  en: string;
}

export const FE_CATEGORIES: readonly Labelled[] = [
  { code: 'habit', zh: '习惯养成', zhtw: '習慣養成', en: 'Good habits' },
  { code: 'mind', zh: '心理健康', zhtw: '心理健康', en: 'Mental health' },
  { code: 'study', zh: '学习方法', zhtw: '學習方法', en: 'Learning' },
  { code: 'talk', zh: '亲子沟通', zhtw: '親子溝通', en: 'Talking together' },
  { code: 'safety', zh: '安全教育', zhtw: '安全教育', en: 'Safety' },
  { code: 'health', zh: '健康营养', zhtw: '健康營養', en: 'Health and food' },
];

export const FE_AGE_GROUPS: readonly Labelled[] = [
  { code: 'preschool', zh: '学前（3–6岁）', zhtw: '學前（3–6歲）', en: 'Pre-school (3–6)' },
  { code: 'primary', zh: '小学（6–12岁）', zhtw: '小學（6–12歲）', en: 'Primary (6–12)' },
  { code: 'junior', zh: '初中（12–15岁）', zhtw: '國中（12–15歲）', en: 'Junior secondary (12–15)' },
  { code: 'senior', zh: '高中（15–18岁）', zhtw: '高中（15–18歲）', en: 'Senior secondary (15–18)' },
];

export const FE_CATEGORY_CODES = FE_CATEGORIES.map((c) => c.code);
export const FE_AGE_CODES = FE_AGE_GROUPS.map((c) => c.code);

export type ArticleState = 'draft' | 'pending' | 'published' | 'rejected';
