import { SCREEN_HEIGHT, SCREEN_WIDTH } from '../../../contract/portal/definition';

/** The scale that fits the 1920×1080 canvas inside the window without distorting it (letterboxed). */
export function fitScale(width: number, height: number): number {
  return Math.max(0.05, Math.min(width / SCREEN_WIDTH, height / SCREEN_HEIGHT));
}
