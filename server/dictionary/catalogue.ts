// The school dictionaries seeded on first start. enCodes are stable keys that pages, forms and other
// areas refer to (users.gender stores 1/2/3; grade pages read 'grade'), so change names, not codes.

export interface SeedItem {
  enCode: string;
  fullName: string;
  children?: SeedItem[];
}

export interface SeedType {
  enCode: string;
  fullName: string;
  isTree?: boolean;
  description?: string;
  items?: SeedItem[];
  /** Types nested under this one (a category). */
  types?: SeedType[];
}

const pairs = (list: [string, string][]): SeedItem[] => list.map(([enCode, fullName]) => ({ enCode, fullName }));

// GB 3304 codes and names, in the standard's order.
const ETHNICITIES = [
  '汉族', '蒙古族', '回族', '藏族', '维吾尔族', '苗族', '彝族', '壮族', '布依族', '朝鲜族', '满族', '侗族', '瑶族', '白族',
  '土家族', '哈尼族', '哈萨克族', '傣族', '黎族', '傈僳族', '佤族', '畲族', '高山族', '拉祜族', '水族', '东乡族', '纳西族',
  '景颇族', '柯尔克孜族', '土族', '达斡尔族', '仫佬族', '羌族', '布朗族', '撒拉族', '毛南族', '仡佬族', '锡伯族', '阿昌族',
  '普米族', '塔吉克族', '怒族', '乌孜别克族', '俄罗斯族', '鄂温克族', '德昂族', '保安族', '裕固族', '京族', '塔塔尔族',
  '独龙族', '鄂伦春族', '赫哲族', '门巴族', '珞巴族', '基诺族',
];

const GRADES = ['一年级', '二年级', '三年级', '四年级', '五年级', '六年级', '初一', '初二', '初三', '高一', '高二', '高三'];

export const dictionaryCatalogue: SeedType[] = [
  {
    enCode: 'baseData',
    fullName: '基础数据',
    description: '人员档案通用字典',
    types: [
      { enCode: 'gender', fullName: '性别', items: pairs([['1', '男'], ['2', '女'], ['3', '未知']]) },
      { enCode: 'ethnicity', fullName: '民族', items: ETHNICITIES.map((fullName, i) => ({ enCode: String(i + 1).padStart(2, '0'), fullName })) },
      {
        enCode: 'politicalStatus',
        fullName: '政治面貌',
        description: 'GB/T 4762',
        items: pairs([
          ['01', '中共党员'], ['02', '中共预备党员'], ['03', '共青团员'], ['04', '民革党员'], ['05', '民盟盟员'], ['06', '民建会员'],
          ['07', '民进会员'], ['08', '农工党党员'], ['09', '致公党党员'], ['10', '九三学社社员'], ['11', '台盟盟员'],
          ['12', '无党派人士'], ['13', '群众'],
        ]),
      },
    ],
  },
  {
    enCode: 'teaching',
    fullName: '教务字典',
    description: '学段、年级、学科与职称',
    types: [
      {
        enCode: 'schoolStage',
        fullName: '学段',
        items: pairs([['preschool', '学前'], ['primary', '小学'], ['junior', '初中'], ['senior', '高中'], ['vocational', '中职']]),
      },
      { enCode: 'grade', fullName: '年级', items: GRADES.map((fullName, i) => ({ enCode: `grade${i + 1}`, fullName })) },
      {
        enCode: 'subject',
        fullName: '学科',
        items: pairs([
          ['chinese', '语文'], ['math', '数学'], ['english', '英语'], ['physics', '物理'], ['chemistry', '化学'], ['biology', '生物'],
          ['history', '历史'], ['geography', '地理'], ['politics', '政治'], ['music', '音乐'], ['pe', '体育'], ['art', '美术'],
          ['it', '信息技术'],
        ]),
      },
      {
        enCode: 'jobTitle',
        fullName: '职称',
        description: '中小学教师职称',
        items: pairs([['seniorPlus', '正高级教师'], ['senior', '高级教师'], ['first', '一级教师'], ['second', '二级教师'], ['third', '三级教师']]),
      },
    ],
  },
  {
    enCode: 'office',
    fullName: '办公字典',
    types: [
      { enCode: 'noticeType', fullName: '公告类型', items: pairs([['notice', '通知'], ['announcement', '公告'], ['news', '新闻'], ['activity', '活动']]) },
      {
        enCode: 'leaveType',
        fullName: '请假类型',
        items: pairs([['personal', '事假'], ['sick', '病假'], ['marriage', '婚假'], ['maternity', '产假'], ['bereavement', '丧假'], ['official', '公假']]),
      },
    ],
  },
  {
    enCode: 'organization',
    fullName: '组织字典',
    types: [
      { enCode: 'positionType', fullName: '岗位类型', items: pairs([['management', '管理岗'], ['teaching', '教学岗'], ['assistant', '教辅岗'], ['service', '工勤岗']]) },
      { enCode: 'roleType', fullName: '角色类型', items: pairs([['user', '普通角色'], ['system', '系统角色']]) },
    ],
  },
  {
    enCode: 'educationBureauArea',
    fullName: '教育片区',
    isTree: true,
    description: '区教育局划分的学区（树形字典）',
    items: [
      {
        enCode: 'east',
        fullName: '城东学区',
        children: pairs([['east.donghu', '东湖街道'], ['east.chaoyang', '朝阳街道'], ['east.binjiang', '滨江街道']]),
      },
      {
        enCode: 'west',
        fullName: '城西学区',
        children: pairs([['west.xishan', '西山街道'], ['west.fengqiao', '枫桥街道']]),
      },
      {
        enCode: 'south',
        fullName: '城南学区',
        children: [
          { enCode: 'south.nanhu', fullName: '南湖街道', children: pairs([['south.nanhu.village1', '南湖一村'], ['south.nanhu.village2', '南湖二村']]) },
          { enCode: 'south.gaoxin', fullName: '高新园区' },
        ],
      },
    ],
  },
];
