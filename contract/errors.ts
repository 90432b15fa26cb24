// Every error code and message the server answers, written once (style-anchors §5).
// The client maps codes to behaviour; messages keep the spec's exact wording.

import { fromZh, LocalText, t, texts, type TextKey } from './texts';

export const Code = {
  Ok: 200,
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  TooLarge: 413,
  TooMany: 429,
  ServerError: 500,
  SessionExpired: 600,
  SessionDisplaced: 601,
  SessionInvalid: 602,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

type ZhTexts = { readonly [K in TextKey]: (typeof texts)[K]['zh'] };
const zh = Object.fromEntries(Object.entries(texts).map(([k, v]) => [k, v.zh])) as ZhTexts;

/**
 * The spec's exact zh texts (contract/texts.ts holds them with zhtw and en): what API clients that
 * send no language get, and what tests assert.
 */
export const Msg = {
  ...zh,
  tooManyAttempts: (seconds: number) => t('tooManyAttempts', { seconds }).render('zh'),
  uploadTooLarge: (size: number, unit: string) => t('uploadTooLarge', { size, unit }).render('zh'),
};

/**
 * A refusal: the envelope code, its text (rendered for the caller's language by the error handler;
 * `message` is the zh rendering, for logs) and data, in which LocalTexts are rendered too. A plain
 * string that is a catalogue zh text (`Msg.x`) is taken as that text; any other string is answered
 * as written, so new texts belong in contract/texts.ts.
 */
export class ApiError extends Error {
  constructor(
    public readonly code: number,
    text: LocalText | string,
    public readonly data: unknown = null,
  ) {
    const local = typeof text === 'string' ? fromZh(text) : text;
    super(local.render('zh'));
    this.text = local;
  }

  readonly text: LocalText;
}
