// Deterministic Chinese names for the demo district (a seeded generator, so every fresh start looks alike).

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何高林罗郑梁谢宋唐许韩冯邓曹彭曾肖田董袁潘于蒋蔡余杜叶程苏魏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = [
  '伟', '芳', '娜', '秀英', '敏', '静', '丽', '强', '磊', '军', '洋', '勇', '艳', '杰', '娟', '涛', '明', '超', '秀兰', '霞',
  '平', '刚', '桂英', '建华', '文', '华', '红', '建国', '志强', '晓燕', '海燕', '玉兰', '子涵', '欣怡', '梓轩', '浩然', '雨桐', '思远',
  '一鸣', '晨曦', '佳琪', '俊杰', '雅婷', '宇航', '嘉怡', '博文', '诗涵', '天佑', '若曦', '明轩', '梦琪', '子墨', '语嫣', '振华', '国庆',
  '丽娟', '春梅', '冬梅', '海波', '立新', '卫东', '慧敏', '淑珍', '德明', '晓东', '红梅', '文静', '云飞', '家豪', '书瑶', '鹏飞', '婉清',
];

export function nameGenerator(seed = 20261121) {
  let s = seed >>> 0;
  const rand = () => {
    // mulberry32
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T,>(list: ArrayLike<T>): T => list[Math.floor(rand() * list.length)];
  return {
    rand,
    pick,
    name(): { realName: string; gender: 1 | 2 } {
      const given = pick(GIVEN);
      const female = /芳|娜|秀|敏|静|丽|艳|娟|霞|桂|燕|兰|涵|怡|桐|琪|婷|瑶|曦|嫣|梅|珍|清/.test(given);
      return { realName: pick(SURNAMES) + given, gender: female ? 2 : 1 };
    },
    mobile(): string {
      return '1' + pick('3456789') + String(Math.floor(rand() * 1e9)).padStart(9, '0');
    },
  };
}
