import { C, heartPath, star } from './faces';

// Hands, little figures and objects for the chat emoji, on the same 24×24 grid as the faces.

const SKIN = '#FFC46B';
const SKIN_EDGE = '#C98A1B';
const path = (d: string, fill: string, edge = 'none', w = 0.8) => `<path d="${d}" fill="${fill}" stroke="${edge}" stroke-width="${w}" stroke-linejoin="round"/>`;
const line = (d: string, color: string = C.ink, w = 1.6) => `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
const rot = (deg: number, body: string) => `<g transform="rotate(${deg} 12 12)">${body}</g>`;
const flipX = (body: string) => `<g transform="matrix(-1 0 0 1 24 0)">${body}</g>`;
const pill = (x: number, y: number, w: number, h: number) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${Math.min(w, h) / 2}" fill="${SKIN}" stroke="${SKIN_EDGE}" stroke-width=".8"/>`;

// ---- hands ----

type Thumb = 'out' | 'folded' | 'touch' | 'none';
const FINGER_X = [7, 9.6, 12.2, 14.8];

/** An upright hand: which of index, middle, ring, little finger stand up, and where the thumb is. */
export function handUp(up: [boolean, boolean, boolean, boolean], thumb: Thumb): string {
  let s = '';
  up.forEach((u, i) => {
    s += u ? pill(FINGER_X[i], i === 3 ? 5.2 : i === 0 ? 3.4 : 2.6, 2.6, 11) : pill(FINGER_X[i], 9.6, 2.6, 5);
  });
  s += `<rect x="6.6" y="11" width="11.2" height="10.4" rx="3.4" fill="${SKIN}" stroke="${SKIN_EDGE}" stroke-width=".8"/>`;
  if (thumb === 'out') s += `<g transform="rotate(-40 6 16)">${pill(2.6, 14.6, 7, 2.8)}</g>`;
  if (thumb === 'folded') s += pill(7.6, 14.4, 7.4, 2.8);
  if (thumb === 'touch') s += `<circle cx="7.4" cy="10.4" r="2.6" fill="none" stroke="${SKIN_EDGE}" stroke-width="2.4"/><circle cx="7.4" cy="10.4" r="2.6" fill="none" stroke="${SKIN}" stroke-width="1.4"/>`;
  return s;
}

export const thumbsUp = () =>
  pill(8.6, 2.2, 3.6, 11) +
  `<rect x="6" y="10.4" width="12" height="10.6" rx="2.8" fill="${SKIN}" stroke="${SKIN_EDGE}" stroke-width=".8"/>` +
  line('M12.6 13.2H17.6M12.6 15.8H17.6M12.6 18.4H17.4', SKIN_EDGE, 0.8) +
  `<rect x="3.4" y="11" width="2.8" height="10" rx=".8" fill="#1677FF"/>`;
export const fist = () => handUp([false, false, false, false], 'folded');
export const pointRight = () =>
  `<rect x="5" y="9.6" width="10" height="9.6" rx="3" fill="${SKIN}" stroke="${SKIN_EDGE}" stroke-width=".8"/>` +
  pill(12.4, 9.6, 9.6, 2.8) +
  line('M7 13.4H12.6M7 15.8H12.6', SKIN_EDGE, 0.7) +
  line('M19 5.4Q21.6 7 20.4 9', C.grey, 0.8);
export const clap = () =>
  `<g transform="rotate(-18 9 13)">${handUp([true, true, true, true], 'none')}</g>` +
  `<g transform="translate(3 1) rotate(14 12 13)">${handUp([true, true, true, true], 'none')}</g>` +
  line('M2.4 6L4 7.4M2 10H4M20.6 4L19.4 5.8M22 8.4L20.2 9', '#F5A623', 1);
export const wave = () => handUp([true, true, true, true], 'out') + line('M19.6 3.6Q21.8 6 20.4 9M21.8 2.6Q24 6.2 22.4 10.2', C.grey, 0.9);
export const shake = () =>
  `<path d="M1.6 9.6L7.6 8.4L13 10.6L17 8.8L22.4 10V15.8L17.6 17.6L11 19.4L6 17L1.6 16.4Z" fill="${SKIN}" stroke="${SKIN_EDGE}" stroke-width=".8"/>` +
  line('M7.6 8.4L12.6 13.6Q13.8 14.6 14.8 13.6L16 12.4M8.8 12.6L12.2 16.4M8 15L10.6 17.8', SKIN_EDGE, 0.8) +
  `<rect x=".4" y="8.8" width="2.4" height="8.4" rx=".6" fill="#1677FF"/><rect x="21.2" y="9.2" width="2.4" height="8.4" rx=".6" fill="#13C2C2"/>`;
export const fistInPalm = () =>
  `<rect x="3" y="7" width="9.6" height="11" rx="3.2" fill="${SKIN}" stroke="${SKIN_EDGE}" stroke-width=".8"/>` +
  line('M5.4 9.6H12.4M5.4 12.4H12.4M5.4 15.2H12.4', SKIN_EDGE, 0.7) +
  `<path d="M12 6.4Q12 4.6 13.8 4.6H18.6Q20.6 4.6 20.6 6.6V17.6Q20.6 19.6 18.6 19.6H12Z" fill="#FFD89A" stroke="${SKIN_EDGE}" stroke-width=".8"/>` +
  `<rect x="2.4" y="18" width="10.6" height="3.4" rx=".8" fill="#8B572A"/><rect x="11.6" y="19.4" width="9.4" height="3" rx=".8" fill="#8B572A"/>`;
export const crossedArms = () =>
  `<circle cx="12" cy="12" r="10.6" fill="#FFF1F0" stroke="${C.red}" stroke-width="1.4"/>` +
  `<g transform="rotate(45 12 12)">${pill(3, 9.8, 18, 4.4)}</g><g transform="rotate(-45 12 12)">${pill(3, 9.8, 18, 4.4)}</g>`;

// ---- little figures (head and limbs) ----

export function figure(limbs: string, head: [number, number] = [12, 5], extra = ''): string {
  return line(limbs, '#3A3A3A', 1.8) + `<circle cx="${head[0]}" cy="${head[1]}" r="2.8" fill="${C.face}" stroke="${C.faceEdge}" stroke-width=".7"/>` + extra;
}

// ---- objects ----

export const objects = {
  skull: () =>
    path('M12 2.4C6.8 2.4 4 5.8 4 10.2C4 13 5.4 14.8 7.2 15.8V19.4H16.8V15.8C18.6 14.8 20 13 20 10.2C20 5.8 17.2 2.4 12 2.4Z', '#F5F5F5', '#555', 1) +
    `<circle cx="8.6" cy="10.4" r="2.3" fill="#333"/><circle cx="15.4" cy="10.4" r="2.3" fill="#333"/>` +
    path('M12 12.8L10.8 15H13.2Z', '#333') +
    line('M9.6 19.4V17.2M12 19.4V17.2M14.4 19.4V17.2', '#555', 0.8),
  hammer: () =>
    `<g transform="rotate(-35 12 12)"><rect x="10.8" y="8" width="2.4" height="15" rx="1" fill="#A0522D"/><rect x="5.4" y="3.4" width="13.2" height="5.6" rx="1.2" fill="#8C8C8C" stroke="#595959" stroke-width=".8"/></g>` +
    line('M3 17.4L1.4 18.6M4.4 20L3.6 22', '#F5A623', 0.9),
  cleaver: () =>
    path('M3 4.6H15.6V13.4Q9 14.8 3 13.4Z', '#BFC5CC', '#6B7580', 0.9) +
    `<circle cx="5.8" cy="7.2" r="1" fill="#fff" stroke="#6B7580" stroke-width=".5"/>` +
    `<rect x="15" y="7" width="8" height="3.6" rx="1.4" fill="#5C3A1E"/>`,
  dagger: () =>
    `<g transform="rotate(45 12 12)">${path('M12 1L13.8 4V14H10.2V4Z', '#D9DEE4', '#6B7580', 0.8)}<rect x="7.4" y="13.6" width="9.2" height="2" rx=".8" fill="#D4A017"/><rect x="10.8" y="15.6" width="2.4" height="6" rx=".8" fill="#6D3B12"/><circle cx="12" cy="22.4" r="1.2" fill="#D4A017"/></g>`,
  watermelon: () =>
    path('M2 8.6H22A10 10 0 0 1 2 8.6Z', '#E8453C', '#2E7D32', 0) +
    path('M2 8.6H22A10 10 0 0 1 2 8.6Z', 'none', '#2E7D32', 1.8) +
    `<ellipse cx="7.6" cy="11.6" rx=".6" ry="1" fill="#222"/><ellipse cx="12" cy="13.6" rx=".6" ry="1" fill="#222"/><ellipse cx="16.4" cy="11.6" rx=".6" ry="1" fill="#222"/><ellipse cx="10" cy="10.2" rx=".5" ry=".9" fill="#222"/><ellipse cx="14" cy="10.2" rx=".5" ry=".9" fill="#222"/>`,
  beer: () =>
    `<rect x="4.6" y="6" width="11.4" height="15" rx="1.4" fill="#F5B400" stroke="#9C6B00" stroke-width=".9"/>` +
    path('M16 9.4H18.6Q20.6 9.4 20.6 11.4V14.6Q20.6 16.6 18.6 16.6H16', 'none', '#9C6B00', 1.6) +
    path('M4 6.6Q3.6 3.4 6.6 3.6Q8 1.8 10.4 3Q12.6 1.8 14.4 3.4Q17 3.2 16.6 6.6Q16 8.2 14 7.6Q12 8.6 10 7.6Q8 8.6 6 7.6Q4.4 8.2 4 6.6Z', '#FFFFFF', '#D9D9D9', 0.6) +
    line('M7.8 11V18.4M12.6 11V18.4', '#FFE58F', 1),
  basketball: () =>
    `<circle cx="12" cy="12" r="10" fill="#F08C2E" stroke="#8A4B12" stroke-width=".9"/>` +
    line('M2 12H22M12 2V22M5 4.8Q9.8 12 5 19.2M19 4.8Q14.2 12 19 19.2', '#8A4B12', 0.9),
  pingpong: () =>
    `<circle cx="9.4" cy="9.4" r="7" fill="#D7263D" stroke="#7A1020" stroke-width=".9"/>` +
    `<g transform="rotate(45 9.4 9.4)"><rect x="8.1" y="15.4" width="2.6" height="7.4" rx="1" fill="#8B5A2B"/></g>` +
    `<circle cx="18.6" cy="17.4" r="2.6" fill="#FFFFFF" stroke="#BFBFBF" stroke-width=".8"/>`,
  coffee: () =>
    path('M4 9.4H16.6V15.6Q16.6 20.2 10.3 20.2Q4 20.2 4 15.6Z', '#FFFFFF', '#8C8C8C', 0.9) +
    path('M16.6 11H18.4Q20.4 11 20.4 13Q20.4 15.2 18.4 15.2H16.4', 'none', '#8C8C8C', 1.4) +
    `<ellipse cx="10.3" cy="10.4" rx="5.6" ry="1.1" fill="#6F3F1E"/><rect x="2" y="20.2" width="16.6" height="1.4" rx=".7" fill="#BFBFBF"/>` +
    line('M8 3.2Q7 4.6 8 6M11.2 2.6Q10.2 4.2 11.2 5.8M14.2 3.2Q13.2 4.6 14.2 6', '#BFBFBF', 0.9),
  rice: () =>
    path('M3 11.4H21Q21 19.6 12 19.6Q3 19.6 3 11.4Z', '#3F6FB5', '#24467A', 0.8) +
    path('M3.4 11.4Q4 6.4 8 7Q10 4.4 13 5.6Q16.4 4.4 17.6 7.4Q20.6 7.6 20.6 11.4Z', '#FFFFFF', '#D9D9D9', 0.7) +
    `<rect x="8" y="19.4" width="8" height="2" rx=".6" fill="#24467A"/>` +
    line('M14 2L21 9.6M16 1.4L22.4 8.2', '#A0522D', 0.9),
  pig: () =>
    path('M4.4 6.4L3.6 2.4L8 4.6Z', '#F78FB3', '#C2577F', 0.7) +
    path('M19.6 6.4L20.4 2.4L16 4.6Z', '#F78FB3', '#C2577F', 0.7) +
    `<circle cx="12" cy="12.6" r="9.6" fill="#FFB3C7" stroke="#C2577F" stroke-width=".8"/>` +
    `<ellipse cx="12" cy="15.4" rx="4.2" ry="3" fill="#F78FB3" stroke="#C2577F" stroke-width=".7"/>` +
    `<ellipse cx="10.4" cy="15.4" rx=".8" ry="1.1" fill="#8E2D50"/><ellipse cx="13.6" cy="15.4" rx=".8" ry="1.1" fill="#8E2D50"/>` +
    `<circle cx="8.2" cy="9.6" r="1.1" fill="#3A1F2B"/><circle cx="15.8" cy="9.6" r="1.1" fill="#3A1F2B"/>`,
  rose: () =>
    line('M12 12V22.4', '#2E7D32', 1.4) +
    path('M12 17Q7.6 14.6 7 18.6Q10 19.6 12 17Z', '#43A047') +
    path('M12 18.4Q16.6 16.4 17.2 20Q14 21 12 18.4Z', '#43A047') +
    path('M6.6 6.2Q6.6 12.6 12 12.6Q17.4 12.6 17.4 6.2Q15.6 8 14.6 5Q12.8 7.2 12 3Q11.2 7.2 9.4 5Q8.4 8 6.6 6.2Z', '#E0245E', '#8E0E34', 0.7) +
    line('M9.6 8.6Q12 10.8 14.4 8.6', '#8E0E34', 0.7),
  wilted: () =>
    line('M7 22.4Q7 12.6 13 9.6', '#7A6A3A', 1.4) +
    path('M7.4 17Q3.8 16.4 3.4 19.4Q6.2 19.8 7.4 17Z', '#9E9D24') +
    `<g transform="rotate(125 15.6 12)">${path('M10.2 9.2Q10.2 15.6 15.6 15.6Q21 15.6 21 9.2Q19.2 11 18.2 8Q16.4 10.2 15.6 6Q14.8 10.2 13 8Q12 11 10.2 9.2Z', '#8E5B6A', '#4E2A35', 0.7)}</g>` +
    path('M17 19Q18 21 17.2 22.4Q16.2 21.4 17 19Z', '#8E5B6A'),
  lips: () =>
    path('M2.6 11.6Q6 6.4 9.2 7.6Q11 8.6 12 8Q13 8.6 14.8 7.6Q18 6.4 21.4 11.6Q18.4 18.4 12 18.4Q5.6 18.4 2.6 11.6Z', '#E0245E', '#8E0E34', 0.8) +
    line('M3 11.6Q7.6 13.4 12 12.4Q16.4 13.4 21 11.6', '#8E0E34', 1) +
    `<ellipse cx="8.6" cy="15" rx="1.8" ry=".7" fill="#FF8FB1" opacity=".8"/>`,
  heart: () => path(heartPath(12, 12.4, 8.4), '#E8453C', '#A61D24', 0.8) + `<ellipse cx="8" cy="8.6" rx="1.6" ry="1" fill="#fff" opacity=".6"/>`,
  brokenHeart: () =>
    `<g transform="translate(-1.2 .4) rotate(-8 12 12)"><path d="${heartPath(12, 12.4, 8.4)}" fill="#E8453C" stroke="#A61D24" stroke-width=".8" clip-path="url(#hl)"/></g>` +
    `<g transform="translate(1.2 .4) rotate(8 12 12)"><path d="${heartPath(12, 12.4, 8.4)}" fill="#E8453C" stroke="#A61D24" stroke-width=".8" clip-path="url(#hr)"/></g>` +
    `<defs><clipPath id="hl"><path d="M0 0H13L10.6 8L13.6 12.4L10.6 17L12 24H0Z"/></clipPath><clipPath id="hr"><path d="M13.4 0H24V24H12.4L11 17L14 12.4L11 8Z"/></clipPath></defs>`,
  twoHearts: () => path(heartPath(8.6, 10.6, 5.4), '#FF6B8B', '#C2185B', 0.7) + path(heartPath(15.4, 14.6, 5.4), '#E8453C', '#A61D24', 0.7),
  cake: () =>
    `<rect x="3.4" y="12" width="17.2" height="9" rx="1.2" fill="#FFE1C4" stroke="#B7794A" stroke-width=".8"/>` +
    path('M3.4 14Q5.6 16 7.7 14Q9.9 16 12 14Q14.2 16 16.3 14Q18.4 16 20.6 14V12H3.4Z', '#FF8FB1') +
    `<rect x="7.2" y="6.4" width="1.6" height="5.6" fill="#69B1FF"/><rect x="11.2" y="6.4" width="1.6" height="5.6" fill="#95DE64"/><rect x="15.2" y="6.4" width="1.6" height="5.6" fill="#FFD666"/>` +
    path('M8 3.4Q9.2 5 8 6.2Q6.8 5 8 3.4ZM12 3.4Q13.2 5 12 6.2Q10.8 5 12 3.4ZM16 3.4Q17.2 5 16 6.2Q14.8 5 16 3.4Z', '#FA8C16'),
  lightning: () => path('M14.4 1.4L4.6 13.4H11L8.8 22.6L19.4 9.6H12.8Z', '#FFD33D', '#D48806', 0.9),
  bomb: () =>
    `<circle cx="10.4" cy="14" r="7.6" fill="#2B2B2B"/><ellipse cx="7.6" cy="11" rx="1.8" ry="1.2" fill="#fff" opacity=".45"/>` +
    `<rect x="13.6" y="5.6" width="4" height="3.4" rx=".6" transform="rotate(40 15.6 7.3)" fill="#595959"/>` +
    line('M17 5.6Q18.4 3.2 20.4 3.6', '#8C6D1F', 1) +
    path(star(20.8, 3, 2.4, 1), '#FA8C16'),
  soccer: () =>
    `<circle cx="12" cy="12" r="10" fill="#FFFFFF" stroke="#333" stroke-width=".9"/>` +
    path('M12 8.2L15.6 10.8L14.2 15H9.8L8.4 10.8Z', '#222') +
    path('M12 2L15 3.4L12 5.2L9 3.4ZM21.4 9.4L21.6 13L19 11.6L19.4 8.4ZM2.6 9.4L4.6 8.4L5 11.6L2.4 13ZM6.6 19.4L9.4 18.4L10 21.6L7.8 21.2ZM17.4 19.4L16.2 21.2L14 21.6L14.6 18.4Z', '#222') +
    line('M12 5.2V8.2M15.6 10.8L19 11.6M8.4 10.8L5 11.6M9.8 15L9.4 18.4M14.2 15L14.6 18.4', '#333', 0.8),
  ladybug: () =>
    `<circle cx="12" cy="5.6" r="3.2" fill="#222"/>` + line('M10.4 3L8.6 1M13.6 3L15.4 1', '#222', 0.9) +
    `<ellipse cx="12" cy="14" rx="8.4" ry="8" fill="#E8453C" stroke="#222" stroke-width=".9"/>` +
    line('M12 6V22', '#222', 1) +
    `<circle cx="8" cy="11" r="1.5" fill="#222"/><circle cx="16" cy="11" r="1.5" fill="#222"/><circle cx="7.8" cy="16.6" r="1.4" fill="#222"/><circle cx="16.2" cy="16.6" r="1.4" fill="#222"/>`,
  poop: () =>
    path('M3 19.4Q2.4 15.8 6 15.4Q4.6 12 8.4 11.4Q7.6 8.2 11 7.8Q11.4 4.8 10 2.6Q15.6 3.6 15.2 7.8Q18.4 8.6 17.4 11.4Q20.8 12.4 18.6 15.4Q22 16 21 19.4Q20.4 21.6 17 21.6H7Q3.6 21.6 3 19.4Z', '#8B5A2B', '#5C3A1E', 0.8) +
    `<circle cx="9.6" cy="14.8" r="1.4" fill="#fff"/><circle cx="14.4" cy="14.8" r="1.4" fill="#fff"/><circle cx="9.8" cy="15" r=".7" fill="#222"/><circle cx="14.6" cy="15" r=".7" fill="#222"/>` +
    line('M9.8 18Q12 19.6 14.2 18', '#fff', 0.9),
  moon: () => path('M15.4 2.4A10 10 0 1 0 21.6 16.4A8 8 0 0 1 15.4 2.4Z', '#FFD666', '#D48806', 0.8) + `<circle cx="9" cy="14" r="1.2" fill="#F0B429"/><circle cx="12.4" cy="18" r=".9" fill="#F0B429"/>`,
  sun: () => {
    let rays = '';
    for (let i = 0; i < 8; i++) rays += `<rect x="11.1" y=".6" width="1.8" height="4" rx=".9" fill="#FA8C16" transform="rotate(${i * 45} 12 12)"/>`;
    return rays + `<circle cx="12" cy="12" r="6.2" fill="#FFC53D" stroke="#FA8C16" stroke-width=".8"/>`;
  },
  gift: () =>
    `<rect x="3" y="9.4" width="18" height="4" rx=".6" fill="#F5222D"/><rect x="4.2" y="13.4" width="15.6" height="8.4" fill="#FF4D4F"/>` +
    `<rect x="10.6" y="9.4" width="2.8" height="12.4" fill="#FFD666"/>` +
    path('M12 9.4Q6 3 5.6 6.6Q5.6 9.4 12 9.4Q18.4 9.4 18.4 6.6Q18 3 12 9.4Z', 'none', '#FFD666', 1.4),
  yinYang: () =>
    `<circle cx="12" cy="12" r="10" fill="#FFFFFF" stroke="#222" stroke-width="1"/>` +
    path('M12 2A10 10 0 0 1 12 22A5 5 0 0 1 12 12A5 5 0 0 0 12 2Z', '#222') +
    `<circle cx="12" cy="7" r="1.5" fill="#222"/><circle cx="12" cy="17" r="1.5" fill="#fff"/>`,
  melon: () =>
    path('M3.6 13.6L20.4 13.6Q19.4 21.6 12 21.6Q4.6 21.6 3.6 13.6Z', '#FFE58F', '#D4B106', 0.8) +
    path('M3.6 13.6H20.4', 'none', '#7CB305', 1.6),
  megaphone: () =>
    path('M3 10H7.6L17.6 4.4V19.6L7.6 14H3Z', '#FA541C', '#AD2102', 0.8) +
    `<rect x="5" y="14" width="3" height="5" rx=".8" fill="#AD2102"/>` +
    line('M19.4 8.4Q21 12 19.4 15.6M21.2 6.2Q23.4 12 21.2 17.8', '#FA541C', 1),
  checkBadge: () => `<circle cx="12" cy="12" r="10" fill="#52C41A" stroke="#237804" stroke-width=".8"/>` + line('M6.6 12.4L10.4 16.2L17.6 8.2', '#FFFFFF', 2.4),
  dog: () =>
    path('M3.4 11L4.4 2.6L9.4 6.4Z', '#D4863A', '#8A4B12', 0.7) +
    path('M20.6 11L19.6 2.6L14.6 6.4Z', '#D4863A', '#8A4B12', 0.7) +
    `<ellipse cx="12" cy="13" rx="9.4" ry="8.8" fill="#E8A25A" stroke="#8A4B12" stroke-width=".8"/>` +
    path('M6 14.6Q6 21.6 12 21.6Q18 21.6 18 14.6Q15 12.6 12 14Q9 12.6 6 14.6Z', '#FFF4E6') +
    `<circle cx="8.6" cy="11" r="1.1" fill="#222"/><circle cx="15.4" cy="11" r="1.1" fill="#222"/><ellipse cx="12" cy="14.6" rx="1.6" ry="1.1" fill="#222"/>` +
    line('M12 15.6V17M10.4 17.6Q12 18.8 13.6 17.6', '#222', 0.8),
  frog: () =>
    `<circle cx="7.4" cy="6.6" r="3.2" fill="#73D13D" stroke="#237804" stroke-width=".8"/><circle cx="16.6" cy="6.6" r="3.2" fill="#73D13D" stroke="#237804" stroke-width=".8"/>` +
    `<ellipse cx="12" cy="14" rx="10" ry="7.6" fill="#73D13D" stroke="#237804" stroke-width=".8"/>` +
    `<circle cx="7.4" cy="6.4" r="1.4" fill="#222"/><circle cx="16.6" cy="6.4" r="1.4" fill="#222"/>` +
    line('M6 14.6Q12 19 18 14.6', '#237804', 1.1) +
    `<ellipse cx="5" cy="16" rx="1.6" ry=".9" fill="#FF85C0" opacity=".8"/><ellipse cx="19" cy="16" rx="1.6" ry=".9" fill="#FF85C0" opacity=".8"/>`,
  flame: () => path('M12 1.6Q16 6 14.6 8.6Q17.4 7.6 17 4.4Q21 9.6 18.4 13.6H5.6Q3.4 9.6 7.4 5.8Q7.2 8.4 9.2 9.2Q8.4 5 12 1.6Z', '#FA541C', '#AD2102', 0.6),
  rope: () => line('M4 18Q12 -4 20 18', '#FA8C16', 1.1),
  arrowBack: () => path('M2.6 7.6L7.6 3.4V6H15Q20.6 6 20.6 11.6Q20.6 17 15 17H9V14.2H15Q17.6 14.2 17.6 11.6Q17.6 8.8 15 8.8H7.6V11.6Z', '#1677FF'),
  spin: () => line('M19.4 9A8 8 0 1 0 19 15.4', '#722ED1', 1.4) + path('M20.8 4.6L19.8 10.4L14.6 8.2Z', '#722ED1'),
  motion: (d: string) => line(d, '#F5A623', 0.9),
};

export { rot, flipX, line, path, pill };
