// Colours of the live drawers' own text and avatars, dark enough for WCAG's 4.5:1 (white on the
// avatars, the muted text on white): the greys and blue they replace read at 1.8 to 3.2:1.
export const MUTED_TEXT = '#696c72';
export const ONLINE_AVATAR = '#126dc2';
export const OFFLINE_AVATAR = '#737373';
