import type { SeedContext } from './seeders';

// A demo district that was only just installed has an empty system log and profile login log, which
// reads as a broken screen. This writes four weeks of the working history the demo people would have
// left: sign-ins on school days from the district and school networks, and the writes each role does.
// The entries have the shape the live log writes (userName 'real/account', abstracts 'summary METHOD
// route'), so the log screens show and filter them like any other.

const DAY = 24 * 3600_000;
const WEEKS = 4;

const BROWSERS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.0.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
];

type Op = [abstracts: string, method: string, url: string];

const ADMIN_OPS: Op[] = [
  ['修改用户', 'PUT', '/api/Permission/Users/:id'],
  ['新建用户', 'POST', '/api/Permission/Users'],
  ['重置密码', 'POST', '/api/Permission/Users/:id/Actions/ResetPassword'],
  ['修改菜单', 'PUT', '/api/System/Menu/:id'],
  ['保存授权', 'PUT', '/api/Permission/Authorize/Model/:objectId'],
  ['修改角色', 'PUT', '/api/Permission/Role/:id'],
  ['新建组织', 'POST', '/api/Permission/Organize'],
  ['修改组织', 'PUT', '/api/Permission/Organize/:id'],
  ['新建公告', 'POST', '/api/System/Message/CreateNotice'],
  ['发布公告', 'PUT', '/api/System/Message/:id/Actions/Release'],
  ['新建字典数据', 'POST', '/api/System/DictionaryData'],
  ['修改字典数据', 'PUT', '/api/System/DictionaryData/:id'],
];

const SCHOOL_OPS: Op[] = [
  ['新建用户', 'POST', '/api/Permission/Users'],
  ['修改用户', 'PUT', '/api/Permission/Users/:id'],
  ['重置密码', 'POST', '/api/Permission/Users/:id/Actions/ResetPassword'],
  ['修改部门', 'PUT', '/api/Permission/Organize/Department/:id'],
  ['新建岗位', 'POST', '/api/Permission/Position'],
  ['修改岗位', 'PUT', '/api/Permission/Position/:id'],
  ['新建公告', 'POST', '/api/System/Message/CreateNotice'],
  ['发布公告', 'PUT', '/api/System/Message/:id/Actions/Release'],
  ['导入用户', 'POST', '/api/Permission/Users/Actions/Import'],
];

const TEACHER_OPS: Op[] = [
  ['新建表单数据', 'POST', '/api/VisualDevelopment/Model/:modelId'],
  ['修改表单数据', 'PUT', '/api/VisualDevelopment/Model/:modelId/:id'],
  ['修改个人资料', 'PUT', '/api/Permission/Users/Current/BaseInfo'],
  ['消息全部已读', 'POST', '/api/System/Message/Actions/ReadAll'],
];

interface Person {
  account: string;
  /** Chance of signing in on a school day. */
  daily: number;
  ops: Op[];
  /** Writes after a sign-in: 0..maxOps. */
  maxOps: number;
  /** The office network the person works from. */
  net: string;
}

const PEOPLE: Person[] = [
  { account: 'admin', daily: 0.6, ops: ADMIN_OPS, maxOps: 3, net: '10.12.1.' },
  { account: 'sysadmin', daily: 0.9, ops: ADMIN_OPS, maxOps: 4, net: '10.12.1.' },
  { account: 'school1', daily: 0.85, ops: SCHOOL_OPS, maxOps: 3, net: '192.168.10.' },
  { account: 'teacher', daily: 0.9, ops: TEACHER_OPS, maxOps: 2, net: '192.168.10.' },
];

// Some ordinary colleagues sign in too, so the log is not four people talking to themselves.
const COLLEAGUES = ['t0002', 't0003', 't0005', 't0008', 't0010', 't0012', 't0015', 't0021', 't0030', 't0042'];

/** Deterministic: the same seed gives the same history (reproducible screenshots and tests). */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function ipPlaceOf(ip: string): string {
  return ip.startsWith('10.') || ip.startsWith('192.168.') ? '局域网' : '未知';
}

export async function seedActivityLog(ctx: SeedContext): Promise<void> {
  if (!ctx.demo) return;
  const accounts = [...PEOPLE.map((p) => p.account), ...COLLEAGUES];
  const rows = (await ctx.db.query(`SELECT id, account, real_name FROM users WHERE account = ANY($1)`, [accounts])) as {
    id: string;
    account: string;
    real_name: string;
  }[];
  const byAccount = new Map(rows.map((r) => [r.account, r]));
  const people: Person[] = [
    ...PEOPLE,
    ...COLLEAGUES.map((account) => ({ account, daily: 0.45, ops: TEACHER_OPS, maxOps: 1, net: '192.168.10.' })),
  ];

  const rnd = random(20240901);
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  const cols = ['category', 'user_id', 'user_name', 'ip', 'ip_address_name', 'request_url', 'request_method', 'request_duration', 'abstracts', 'platform', 'created_at'];
  const values: unknown[] = [];
  const last = new Map<string, { at: Date; ip: string; count: number }>();

  for (let d = WEEKS * 7; d >= 1; d--) {
    const day = new Date(today.getTime() - d * DAY);
    const weekday = day.getDay();
    const weekend = weekday === 0 || weekday === 6;
    for (const p of people) {
      const u = byAccount.get(p.account);
      if (!u) continue;
      if (rnd() > (weekend ? p.daily * 0.1 : p.daily)) continue;
      const ip = `${p.net}${20 + Math.floor(rnd() * 200)}`;
      const ua = BROWSERS[Math.floor(rnd() * BROWSERS.length)];
      const name = `${u.real_name}/${u.account}`;
      // Morning arrival (07:40–09:30), sometimes again after the lunch break.
      const sessions = rnd() < 0.35 ? [7.66 + rnd() * 1.8, 13.5 + rnd() * 1.2] : [7.66 + rnd() * 1.8];
      for (const hour of sessions) {
        let at = new Date(day.getTime() + hour * 3600_000);
        if (rnd() < 0.04) {
          values.push(1, u.id, u.account, ip, ipPlaceOf(ip), '/api/Common/Login/Login', 'POST', null, '登录失败', ua, at);
          at = new Date(at.getTime() + 20_000 + rnd() * 40_000);
        }
        values.push(1, u.id, name, ip, ipPlaceOf(ip), '/api/Common/Login/Login', 'POST', null, '登录成功', ua, at);
        last.set(u.id, { at, ip, count: (last.get(u.id)?.count ?? 0) + 1 });
        const n = Math.floor(rnd() * (p.maxOps + 1));
        let t = at.getTime();
        for (let i = 0; i < n; i++) {
          t += (2 + rnd() * 40) * 60_000;
          const [summary, method, url] = p.ops[Math.floor(rnd() * p.ops.length)];
          const abstracts = `${summary} ${method} ${url}`;
          const duration = 12 + Math.floor(rnd() * (method === 'POST' && url.endsWith('Import') ? 900 : 140));
          values.push(3, u.id, name, ip, ipPlaceOf(ip), url, method, duration, abstracts, ua, new Date(t));
        }
      }
    }
  }

  const perRow = cols.length;
  const batch = 200;
  for (let i = 0; i < values.length; i += perRow * batch) {
    const chunk = values.slice(i, i + perRow * batch);
    const tuples: string[] = [];
    for (let r = 0; r < chunk.length / perRow; r++) tuples.push(`(${cols.map((_, c) => `$${r * perRow + c + 1}`).join(', ')})`);
    await ctx.db.query(`INSERT INTO sys_log (${cols.join(', ')}) VALUES ${tuples.join(', ')}`, chunk);
  }

  // The home page's 上次登录 and the user list read the last sign-in from the user row.
  for (const [id, l] of last) {
    await ctx.db.query(`UPDATE users SET last_login_time = $2, last_login_ip = $3, last_login_ip_name = $4, login_count = login_count + $5
       WHERE id = $1 AND last_login_time IS NULL`,
      [id, l.at, l.ip, ipPlaceOf(l.ip), l.count],
    );
  }
}
