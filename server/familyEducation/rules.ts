import type { ArticleState } from '../../contract/familyEducation/catalogue';
import { looksAfter, type SchoolCaller } from '../kit/schoolReach';

/**
 * Who may do what with a 家庭教育 article. Pure so that the rules are tested apart from SQL:
 * - a published article is read by everyone holding the menu;
 * - an unpublished one only by its author and by reviewers whose organisation holds the article's
 *   (a school admin for their own school, the bureau for all); to anyone else it does not exist;
 * - only the author edits; an edit of a published article takes it back to review, so nothing
 *   unreviewed is ever public;
 * - only a reviewer in reach decides, and only on a pending article.
 */
export interface ArticleFacts {
  state: ArticleState;
  authorId: string;
  /** tree_path of the article's organisation */
  orgPath: string;
}

export type Caller = SchoolCaller;

const reviews = (caller: Caller, a: ArticleFacts) => looksAfter(caller, a.orgPath);

export function maySee(caller: Caller, a: ArticleFacts): boolean {
  return a.state === 'published' || a.authorId === caller.id || reviews(caller, a);
}

export const mayEdit = (caller: Caller, a: ArticleFacts) => a.authorId === caller.id;
export const mayDelete = (caller: Caller, a: ArticleFacts) => a.authorId === caller.id || reviews(caller, a);

export type ReviewRefusal = 'notFound' | 'notReviewer' | 'notPending' | null;
export function reviewRefusal(caller: Caller, a: ArticleFacts): ReviewRefusal {
  if (!maySee(caller, a)) return 'notFound';
  if (!reviews(caller, a)) return 'notReviewer';
  return a.state === 'pending' ? null : 'notPending';
}

/** The state a save leaves: submitted goes to review, otherwise a draft (a published article edited becomes unpublished). */
export const stateAfterSave = (submit: boolean): ArticleState => (submit ? 'pending' : 'draft');

/**
 * A video travels apart from the sanitised HTML (which allows no <video>): an https address only,
 * without characters that could leave an attribute, so the client can put it in <video src>.
 */
export function videoUrlOk(url: string): boolean {
  if (url === '') return true;
  if (url.length > 500 || !/^https:\/\/[^\s"'<>\\]+$/.test(url)) return false;
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
}

/** A cover or post image: only what our own upload answered for a public image, never another path. */
export const uploadedImageOk = (url: string) => /^\/api\/Common\/Image\/image\/[0-9a-f-]{36}\.[a-z0-9]{1,5}(\?s=[A-Za-z0-9_-]{1,64})?$/.test(url);
