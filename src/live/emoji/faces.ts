// Face parts for the chat emoji, drawn on a 24×24 grid. Every emoji is plain SVG shapes (no text,
// no font): school PCs often lack an emoji font, and a glyph in an SVG <text> then draws an empty box.

export const C = {
  face: '#FFCC4D',
  faceEdge: '#D99A00',
  ink: '#5B3A00',
  red: '#E8453C',
  pink: '#FF8FA3',
  blue: '#3BA3F5',
  white: '#FFFFFF',
  green: '#7CC34A',
  grey: '#8C8C8C',
} as const;

export type Eyes =
  | 'dot' | 'happy' | 'closed' | 'wide' | 'blank' | 'heart' | 'x' | 'wink' | 'cool' | 'roll' | 'spiral'
  | 'star' | 'squint' | 'halfLid' | 'sideLeft' | 'sideRight' | 'plead' | 'sly' | 'line' | 'nerd';
export type Mouth =
  | 'smile' | 'grin' | 'teeth' | 'flat' | 'frown' | 'o' | 'bigO' | 'tongue' | 'zip' | 'wavy' | 'kiss'
  | 'smirk' | 'grimace' | 'drool' | 'pout' | 'wail' | 'wobble' | 'censored' | 'yawn' | 'open';
export type Brows = 'angry' | 'sad' | 'raised' | 'furrow' | 'oneUp';

export interface FaceSpec {
  fill?: string;
  eyes: Eyes;
  mouth: Mouth;
  brows?: Brows;
  /** Drawn after the face (tears, hands, marks …). */
  extra?: string;
  /** Drawn before the face (helmets behind, steam …). */
  behind?: string;
}

const L = 8.3;
const R = 15.7;
const EY = 10;
const stroke = (d: string, w = 1.3, color: string = C.ink) =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round"/>`;
const both = (draw: (x: number) => string) => draw(L) + draw(R);

export const heartPath = (cx: number, cy: number, s: number) =>
  `M${cx} ${cy + s * 0.9}C${cx - s * 1.6} ${cy - s * 0.1} ${cx - s * 0.9} ${cy - s * 1.3} ${cx} ${cy - s * 0.45}C${cx + s * 0.9} ${cy - s * 1.3} ${cx + s * 1.6} ${cy - s * 0.1} ${cx} ${cy + s * 0.9}Z`;

function eyes(kind: Eyes): string {
  switch (kind) {
    case 'dot':
      return both((x) => `<ellipse cx="${x}" cy="${EY}" rx="1.2" ry="1.6" fill="${C.ink}"/>`);
    case 'happy':
      return both((x) => stroke(`M${x - 1.8} ${EY + 0.8}Q${x} ${EY - 1.6} ${x + 1.8} ${EY + 0.8}`));
    case 'closed':
      return both((x) => stroke(`M${x - 1.8} ${EY - 0.3}Q${x} ${EY + 1.6} ${x + 1.8} ${EY - 0.3}`));
    case 'line':
      return both((x) => stroke(`M${x - 1.8} ${EY}H${x + 1.8}`));
    case 'wide':
      return both((x) => `<circle cx="${x}" cy="${EY}" r="2.3" fill="${C.white}" stroke="${C.ink}" stroke-width=".8"/><circle cx="${x}" cy="${EY}" r="1.1" fill="${C.ink}"/>`);
    case 'blank':
      return both((x) => `<circle cx="${x}" cy="${EY}" r="2.1" fill="${C.white}" stroke="${C.ink}" stroke-width=".8"/><circle cx="${x}" cy="${EY}" r=".5" fill="${C.ink}"/>`);
    case 'plead':
      return both((x) => `<circle cx="${x}" cy="${EY + 0.4}" r="2.4" fill="${C.ink}"/><circle cx="${x - 0.7}" cy="${EY - 0.4}" r=".9" fill="${C.white}"/><circle cx="${x + 0.8}" cy="${EY + 1.2}" r=".45" fill="${C.white}"/>`);
    case 'heart':
      return both((x) => `<path d="${heartPath(x, EY, 2)}" fill="${C.red}"/>`);
    case 'star':
      return both((x) => `<path d="${star(x, EY, 2.6, 1.1)}" fill="${C.red}"/>`);
    case 'x':
      return both((x) => stroke(`M${x - 1.5} ${EY - 1.5}L${x + 1.5} ${EY + 1.5}M${x + 1.5} ${EY - 1.5}L${x - 1.5} ${EY + 1.5}`));
    case 'squint':
      return stroke(`M${L - 1.6} ${EY - 1.6}L${L + 1.4} ${EY}L${L - 1.6} ${EY + 1.6}`) + stroke(`M${R + 1.6} ${EY - 1.6}L${R - 1.4} ${EY}L${R + 1.6} ${EY + 1.6}`);
    case 'wink':
      return `<ellipse cx="${L}" cy="${EY}" rx="1.2" ry="1.6" fill="${C.ink}"/>` + stroke(`M${R - 1.8} ${EY + 0.6}Q${R} ${EY - 1.4} ${R + 1.8} ${EY + 0.6}`);
    case 'cool':
      return `<path d="M4.5 8.3H19.5V9.4C19.5 12 17.8 12.6 16 12.6S12.8 11.6 12.6 9.8H11.4C11.2 11.6 9.8 12.6 8 12.6S4.5 12 4.5 9.4Z" fill="#222"/><path d="M6 9.2L8 11" stroke="#fff" stroke-width=".6" opacity=".7"/>`;
    case 'roll':
      return both((x) => `<circle cx="${x}" cy="${EY}" r="2.3" fill="${C.white}" stroke="${C.ink}" stroke-width=".8"/><circle cx="${x}" cy="${EY - 1.2}" r="1" fill="${C.ink}"/>`);
    case 'spiral':
      return both((x) => stroke(`M${x} ${EY}m0 0a.6 .6 0 1 1 .6 .6a1.3 1.3 0 1 1 -1.5 -1.4a2 2 0 1 1 -1 2.6`, 0.9));
    case 'halfLid':
      return both((x) => `<path d="M${x - 2} ${EY}A2 2 0 0 0 ${x + 2} ${EY}Z" fill="${C.ink}"/>` + stroke(`M${x - 2.2} ${EY}H${x + 2.2}`, 1));
    case 'sideLeft':
      return both((x) => `<ellipse cx="${x}" cy="${EY}" rx="2.2" ry="1.6" fill="${C.white}" stroke="${C.ink}" stroke-width=".7"/><circle cx="${x - 1.1}" cy="${EY}" r="1" fill="${C.ink}"/>`);
    case 'sideRight':
      return both((x) => `<ellipse cx="${x}" cy="${EY}" rx="2.2" ry="1.6" fill="${C.white}" stroke="${C.ink}" stroke-width=".7"/><circle cx="${x + 1.1}" cy="${EY}" r="1" fill="${C.ink}"/>`);
    case 'sly':
      return stroke(`M${L - 2} ${EY - 0.8}L${L + 1.8} ${EY + 0.6}`) + stroke(`M${R + 2} ${EY - 0.8}L${R - 1.8} ${EY + 0.6}`);
    case 'nerd':
      return (
        both((x) => `<circle cx="${x}" cy="${EY}" r="2.8" fill="${C.white}" stroke="#333" stroke-width="1.1"/><circle cx="${x}" cy="${EY}" r="1.1" fill="${C.ink}"/>`) +
        stroke(`M${L + 2.8} ${EY}H${R - 2.8}`, 1.1, '#333')
      );
  }
}

function mouth(kind: Mouth): string {
  switch (kind) {
    case 'smile':
      return stroke('M8 15Q12 18.6 16 15');
    case 'grin':
      return `<path d="M7 14.2H17Q16.4 19.6 12 19.6T7 14.2Z" fill="${C.ink}"/><path d="M8 14.2H16V15.4H8Z" fill="${C.white}"/>`;
    case 'open':
      return `<path d="M7.6 14.4Q12 15.4 16.4 14.4Q15.6 19.4 12 19.4T7.6 14.4Z" fill="${C.ink}"/><path d="M9.6 18.2Q12 16.6 14.4 18.2Q13.4 19.4 12 19.4T9.6 18.2Z" fill="${C.red}"/>`;
    case 'teeth':
      return `<rect x="6.8" y="14" width="10.4" height="4.4" rx="2.2" fill="${C.white}" stroke="${C.ink}" stroke-width="1"/>` + stroke('M7 16.2H17M9.6 14V18.4M12 14V18.4M14.4 14V18.4', 0.6);
    case 'grimace':
      return `<rect x="7.4" y="14.6" width="9.2" height="3.2" rx="1" fill="${C.white}" stroke="${C.ink}" stroke-width="1"/>` + stroke('M9.7 14.6V17.8M12 14.6V17.8M14.3 14.6V17.8', 0.6);
    case 'flat':
      return stroke('M9 16.2H15');
    case 'frown':
      return stroke('M8.4 17.4Q12 14 15.6 17.4');
    case 'o':
      return `<ellipse cx="12" cy="16.4" rx="1.3" ry="1.6" fill="${C.ink}"/>`;
    case 'bigO':
      return `<ellipse cx="12" cy="16.6" rx="2.4" ry="3" fill="${C.ink}"/>`;
    case 'yawn':
      return `<ellipse cx="12" cy="16.8" rx="3" ry="2.6" fill="${C.ink}"/><ellipse cx="12" cy="18" rx="1.8" ry="1.1" fill="${C.red}"/>`;
    case 'tongue':
      return stroke('M8 14.8Q12 18 16 14.8') + `<path d="M11.6 16.2H15.2V18.4A1.8 1.8 0 0 1 11.6 18.4Z" fill="${C.red}"/>`;
    case 'zip':
      return stroke('M7.6 16.2H16.4', 1.2) + stroke('M9 15V17.4M11 15V17.4M13 15V17.4M15 15V17.4', 0.7);
    case 'wavy':
      return stroke('M7.6 16.6L9.1 15.4L10.6 16.6L12 15.4L13.4 16.6L14.9 15.4L16.4 16.6', 1.1);
    case 'kiss':
      return stroke('M11.2 14.2Q13.4 14.8 12 15.9Q13.6 17 11.2 17.8', 1.2);
    case 'smirk':
      return stroke('M9 16.4Q13 17.2 15.8 14.6');
    case 'drool':
      return stroke('M8.6 15Q12 18 15.4 15') + `<path d="M14.4 16.4Q15.8 19 15 20.2Q13.8 20.4 14 19Z" fill="${C.blue}"/>`;
    case 'pout':
      return stroke('M8.8 17Q10.4 15.2 12 16.4Q13.6 17.6 15.2 15.8');
    case 'wail':
      return `<path d="M7.2 18.8Q12 12.6 16.8 18.8Q12 17.4 7.2 18.8Z" fill="${C.ink}"/>`;
    case 'wobble':
      return stroke('M8.6 17.2Q9.8 15.6 11 16.6Q12 17.4 13 16.6Q14.2 15.6 15.4 17.2', 1.1);
    case 'censored':
      return `<rect x="6.8" y="14.4" width="10.4" height="3.4" rx=".6" fill="#222"/><path d="M8.4 15.2L9.4 17M9.4 15.2L8.4 17M11 15H11.8V16.4H11ZM11 16.8H11.8V17.3H11ZM13.2 16.6L14.2 15.2L15.2 16.6Z" stroke="#fff" stroke-width=".5" fill="#fff"/>`;
  }
}

function brows(kind: Brows): string {
  switch (kind) {
    case 'angry':
      return stroke(`M${L - 2.2} ${EY - 4}L${L + 2} ${EY - 2.4}M${R + 2.2} ${EY - 4}L${R - 2} ${EY - 2.4}`, 1.2);
    case 'sad':
      return stroke(`M${L - 2.2} ${EY - 2.4}L${L + 2} ${EY - 4}M${R + 2.2} ${EY - 2.4}L${R - 2} ${EY - 4}`, 1.2);
    case 'raised':
      return stroke(`M${L - 2} ${EY - 3.4}Q${L} ${EY - 5} ${L + 2} ${EY - 3.4}M${R - 2} ${EY - 3.4}Q${R} ${EY - 5} ${R + 2} ${EY - 3.4}`, 1.1);
    case 'furrow':
      return stroke(`M${L - 2.2} ${EY - 3.2}Q${L + 1} ${EY - 3.6} ${L + 2.2} ${EY - 2.2}M${R + 2.2} ${EY - 3.2}Q${R - 1} ${EY - 3.6} ${R - 2.2} ${EY - 2.2}`, 1.2) + stroke('M12 6.4V8', 0.8);
    case 'oneUp':
      return stroke(`M${L - 2} ${EY - 2.8}H${L + 2}M${R - 2} ${EY - 3.4}Q${R} ${EY - 5.4} ${R + 2} ${EY - 3.8}`, 1.1);
  }
}

export function star(cx: number, cy: number, outer: number, inner: number): string {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const r = i % 2 ? inner : outer;
    const a = (Math.PI / 5) * i - Math.PI / 2;
    d += `${i ? 'L' : 'M'}${(cx + r * Math.cos(a)).toFixed(2)} ${(cy + r * Math.sin(a)).toFixed(2)}`;
  }
  return `${d}Z`;
}

export function face(spec: FaceSpec): string {
  return (
    (spec.behind ?? '') +
    `<circle cx="12" cy="12.4" r="10.3" fill="${spec.fill ?? C.face}" stroke="${C.faceEdge}" stroke-width=".8"/>` +
    eyes(spec.eyes) +
    mouth(spec.mouth) +
    (spec.brows ? brows(spec.brows) : '') +
    (spec.extra ?? '')
  );
}

// ---- extras ----

export const blush = `<ellipse cx="5.6" cy="14" rx="1.9" ry="1.1" fill="${C.pink}" opacity=".85"/><ellipse cx="18.4" cy="14" rx="1.9" ry="1.1" fill="${C.pink}" opacity=".85"/>`;
export const tears = `<path d="M7.4 12.4Q6.4 14.6 7.4 15.2Q8.4 14.6 7.4 12.4Z" fill="${C.blue}"/><path d="M16.6 12.4Q15.6 14.6 16.6 15.2Q17.6 14.6 16.6 12.4Z" fill="${C.blue}"/>`;
export const streams = `<path d="M6.4 11.6H9.2V21.2Q7.8 22 6.4 21.2Z" fill="${C.blue}" opacity=".9"/><path d="M14.8 11.6H17.6V21.2Q16.2 22 14.8 21.2Z" fill="${C.blue}" opacity=".9"/>`;
export const sweat = `<path d="M19.2 3.6Q17.2 6.8 18.2 8Q19.6 8.8 20.4 7.4Q20.8 6 19.2 3.6Z" fill="${C.blue}" stroke="#1C7ED6" stroke-width=".4"/>`;
export const bigSweat = `<path d="M18.6 1.8Q15.2 6.8 16.6 8.8Q18.6 10.2 20.4 8.4Q21.6 6.4 18.6 1.8Z" fill="${C.blue}" stroke="#1C7ED6" stroke-width=".4"/>`;
export const coldLines = `<path d="M7 3.6V7.4M9.6 2.8V6.6M12.2 2.6V6.2M14.8 2.8V6.6" stroke="#6C8EBF" stroke-width=".9" stroke-linecap="round"/>`;
export const gloom = `<path d="M5.6 4.6L7.2 7.6M8.8 3.2L9.8 6.6M12 2.8V6.2M15.2 3.2L14.2 6.6M18.4 4.6L16.8 7.6" stroke="#6B5B95" stroke-width=".9" stroke-linecap="round"/>`;
export const zzz = `<path d="M15.6 1.4H18.6L15.6 4.4H18.6M19.2 4.4H21.4L19.2 6.6H21.4" fill="none" stroke="${C.blue}" stroke-width=".9" stroke-linejoin="round"/>`;
export const angerMark = `<path d="M17.6 2.6Q18.6 4.2 17.6 5.2M19.2 4.2Q20.2 5.2 21.6 4.4M19.6 7Q19.4 5.8 21 5.6" fill="none" stroke="${C.red}" stroke-width="1" stroke-linecap="round"/>`;
export const question = `<path d="M17.2 3.4Q17.4 1 19.6 1.2Q21.8 1.6 21.2 3.6Q20.8 4.6 19.6 5.1V6.2" fill="none" stroke="#1677FF" stroke-width="1.2" stroke-linecap="round"/><circle cx="19.6" cy="7.8" r=".7" fill="#1677FF"/>`;
export const smallHeart = (x: number, y: number, s = 1.4, color: string = C.red) => `<path d="${heartPath(x, y, s)}" fill="${color}"/>`;
export const hand = (x: number, y: number) =>
  `<path d="M${x - 3} ${y + 2}V${y - 1}Q${x - 3} ${y - 2.4} ${x - 1.6} ${y - 2.4}H${x + 2}Q${x + 3.2} ${y - 2.4} ${x + 3.2} ${y - 1}V${y + 2}Q${x + 3.2} ${y + 3.4} ${x + 1.8} ${y + 3.4}H${x - 1.6}Q${x - 3} ${y + 3.4} ${x - 3} ${y + 2}Z" fill="#FFB74D" stroke="${C.faceEdge}" stroke-width=".7"/>` +
  `<path d="M${x - 1.4} ${y - 2.2}V${y + 3.2}M${x + 0.2} ${y - 2.2}V${y + 3.2}M${x + 1.7} ${y - 2.2}V${y + 3.2}" stroke="${C.faceEdge}" stroke-width=".5"/>`;
export const finger = (x1: number, y1: number, x2: number, y2: number) =>
  `<path d="M${x1} ${y1}L${x2} ${y2}" stroke="${C.faceEdge}" stroke-width="2.6" stroke-linecap="round"/><path d="M${x1} ${y1}L${x2} ${y2}" stroke="#FFB74D" stroke-width="1.8" stroke-linecap="round"/>`;
