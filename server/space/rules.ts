import { looksAfter, type SchoolCaller } from '../kit/schoolReach';

/**
 * 个人空间 rules, pure: a post is seen by everyone holding the menu until a school admin of the
 * author's school hides it; then only its author (who sees it marked hidden) and the admins who look
 * after that school see it. Likes and comments follow what the caller may see.
 */
export interface PostFacts {
  userId: string;
  hidden: boolean;
  /** tree_path of the author's organisation when the post was written */
  orgPath: string;
}

export const maySeePost = (caller: SchoolCaller, p: PostFacts) => !p.hidden || p.userId === caller.id || looksAfter(caller, p.orgPath);
export const mayModerate = (caller: SchoolCaller, p: PostFacts) => looksAfter(caller, p.orgPath);
export const mayDeletePost = (caller: SchoolCaller, p: PostFacts) => p.userId === caller.id;
/** A comment goes with its writer or with the post's author (their own page). */
export const mayDeleteComment = (callerId: string, commentUserId: string, postUserId: string) => callerId === commentUserId || callerId === postUserId;

export const MAX_POST_IMAGES = 9;
