import type { TreeNode } from '../core/types';

// Deterministic Chinese demo data for stories and tests: the same names on every run, so
// screenshots and assertions are stable.

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程魏苏吕丁任卢姚沈钟姜崔谭陆范汪廖石金韦贾夏付方邹熊白孟秦邱侯江尹薛闫段雷黎史龙陶贺顾毛郝龚邵万覃武钱戴严莫孔向常';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰娟涛明超秀霞平刚桂英华玉兰萍红建文辉力志梅琳晨浩宇欣怡子涵梓轩诗雨博文思远嘉怡俊杰雅婷';

export function chineseName(i: number): string {
  const s = SURNAMES[i % SURNAMES.length];
  const a = GIVEN[(i * 7 + 3) % GIVEN.length];
  const b = i % 3 === 0 ? '' : GIVEN[(i * 13 + 5) % GIVEN.length];
  return s + a + b;
}

export const SCHOOLS = [
  '第一中学', '实验小学', '第二中学', '育才小学', '城东中学', '外国语学校', '第三中学', '阳光小学',
  '师范附属小学', '第四中学', '新华小学', '职业高级中学', '第五中学', '朝阳小学', '特殊教育学校',
  '第六中学', '东风小学', '艺术学校', '第七中学', '青年路小学', '体育运动学校', '第八中学', '长江小学',
  '实验幼儿园', '第九中学',
];
export const DEPARTMENTS = ['办公室', '教务处', '德育处', '总务处', '语文组', '数学组', '英语组', '理化生组', '信息中心', '财务室'];

export interface SeedOptions {
  /** Users spread over schools and departments; 60 by default, 50,000 for the large-data stories. */
  users?: number;
  schools?: number;
}

export function orgTree(schools = 6): TreeNode[] {
  return [
    {
      id: 'org-0',
      fullName: '城东区教育局',
      type: 'company',
      hasChildren: true,
      children: SCHOOLS.slice(0, schools).map((name, i) => ({
        id: `org-${i + 1}`,
        fullName: name,
        type: 'company',
        parentId: 'org-0',
        hasChildren: false,
      })),
    },
  ];
}

export function departmentTree(schools = 6): TreeNode[] {
  return orgTree(schools).map((bureau) => ({
    ...bureau,
    children: bureau.children!.map((school) => ({
      ...school,
      hasChildren: true,
      children: DEPARTMENTS.map((d, j) => ({
        id: `${school.id}-dep-${j}`,
        fullName: d,
        type: 'department',
        parentId: school.id,
        hasChildren: false,
      })),
    })),
  }));
}

/** Organisation → school → department → users, users as leaves. */
export function userTree({ users = 60, schools }: SeedOptions = {}): TreeNode[] {
  const schoolCount = schools ?? Math.min(SCHOOLS.length, Math.max(2, Math.ceil(users / 2000)));
  const tree = departmentTree(schoolCount);
  const deps: TreeNode[] = [];
  for (const school of tree[0].children!) deps.push(...school.children!);
  const perDep = Math.ceil(users / deps.length);
  let n = 0;
  for (const dep of deps) {
    const kids: TreeNode[] = [];
    for (let k = 0; k < perDep && n < users; k++, n++) {
      const account = `T${String(10001 + n)}`;
      kids.push({ id: `user-${n}`, fullName: `${chineseName(n)}/${account}`, enCode: account, type: 'user', parentId: dep.id, hasChildren: false });
    }
    dep.children = kids;
    dep.hasChildren = kids.length > 0;
  }
  return tree;
}

export const POSITIONS: TreeNode[] = [
  '校长', '副校长', '教务主任', '德育主任', '年级组长', '班主任', '语文教师', '数学教师', '英语教师', '信息管理员',
].map((fullName, i) => ({ id: `pos-${i}`, fullName, enCode: `P${100 + i}`, type: 'position' }));

export const DICTIONARIES: Record<string, TreeNode[]> = {
  gender: [
    { id: 'd-g-1', fullName: '男', enCode: '1' },
    { id: 'd-g-2', fullName: '女', enCode: '2' },
  ],
  grade: ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级', '初一', '初二', '初三', '高一', '高二', '高三'].map(
    (fullName, i) => ({ id: `d-gr-${i}`, fullName, enCode: `G${i + 1}` }),
  ),
  subject: [
    { id: 'd-s-1', fullName: '文科', enCode: 'arts', children: [
      { id: 'd-s-11', fullName: '语文', enCode: 'chinese' },
      { id: 'd-s-12', fullName: '历史', enCode: 'history' },
    ] },
    { id: 'd-s-2', fullName: '理科', enCode: 'science', children: [
      { id: 'd-s-21', fullName: '数学', enCode: 'math' },
      { id: 'd-s-22', fullName: '物理', enCode: 'physics' },
    ] },
  ],
};

export function bigDictionary(n: number): TreeNode[] {
  return Array.from({ length: n }, (_, i) => ({ id: `d-big-${i}`, fullName: `学校代码${String(i).padStart(5, '0')} ${SCHOOLS[i % SCHOOLS.length]}`, enCode: `S${i}` }));
}

export const BILL_RULES = [
  { id: 'br-1', enCode: 'WF_LEAVE', fullName: '请假单编号' },
  { id: 'br-2', enCode: 'WF_PURCHASE', fullName: '采购申请单编号' },
  { id: 'br-3', enCode: 'ASSET_IN', fullName: '资产入库单编号' },
  { id: 'br-4', enCode: 'REPAIR', fullName: '报修单编号' },
];

export const FLOWS = [
  { id: 'flow-1', fullName: '请假申请', enCode: 'leave', category: '人事' },
  { id: 'flow-2', fullName: '采购申请', enCode: 'purchase', category: '后勤' },
  { id: 'flow-3', fullName: '公文流转', enCode: 'document', category: '行政' },
  { id: 'flow-4', fullName: '调课申请', enCode: 'course', category: '教务' },
];

export function studentRecords(n: number): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `stu-${i}`,
    studentName: chineseName(i + 500),
    studentNo: `2024${String(i + 1).padStart(5, '0')}`,
    className: `${['初一', '初二', '初三'][i % 3]}(${(i % 8) + 1})班`,
    phone: `138${String(10000000 + i * 7919).slice(0, 8)}`,
  }));
}

/** Province → city → district, the first levels of China's division for the address cascader. */
export const REGIONS: Record<string, { id: string; fullName: string; isLeaf: boolean }[]> = {
  '-1': [
    { id: '110000', fullName: '北京市', isLeaf: false },
    { id: '320000', fullName: '江苏省', isLeaf: false },
    { id: '440000', fullName: '广东省', isLeaf: false },
  ],
  '110000': [{ id: '110100', fullName: '北京市', isLeaf: false }],
  '110100': [
    { id: '110101', fullName: '东城区', isLeaf: true },
    { id: '110105', fullName: '朝阳区', isLeaf: true },
    { id: '110108', fullName: '海淀区', isLeaf: true },
  ],
  '320000': [
    { id: '320100', fullName: '南京市', isLeaf: false },
    { id: '320500', fullName: '苏州市', isLeaf: false },
  ],
  '320100': [
    { id: '320102', fullName: '玄武区', isLeaf: true },
    { id: '320104', fullName: '秦淮区', isLeaf: true },
  ],
  '320500': [
    { id: '320505', fullName: '虎丘区', isLeaf: true },
    { id: '320508', fullName: '姑苏区', isLeaf: true },
  ],
  '440000': [
    { id: '440100', fullName: '广州市', isLeaf: false },
    { id: '440300', fullName: '深圳市', isLeaf: false },
  ],
  '440100': [
    { id: '440104', fullName: '越秀区', isLeaf: true },
    { id: '440106', fullName: '天河区', isLeaf: true },
  ],
  '440300': [
    { id: '440304', fullName: '福田区', isLeaf: true },
    { id: '440305', fullName: '南山区', isLeaf: true },
  ],
};
