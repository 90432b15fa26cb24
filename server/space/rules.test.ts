import { describe, expect, it } from 'vitest';
import { mayDeleteComment, mayDeletePost, mayModerate, maySeePost } from './rules';
import type { SchoolCaller } from '../kit/schoolReach';

const s1 = '/b/s1/';
const teacher: SchoolCaller = { id: 't', orgPath: s1, isAdministrator: false, reviewer: false };
const author: SchoolCaller = { id: 'a', orgPath: s1, isAdministrator: false, reviewer: false };
const head1: SchoolCaller = { id: 'h1', orgPath: s1, isAdministrator: false, reviewer: true };
const head2: SchoolCaller = { id: 'h2', orgPath: '/b/s2/', isAdministrator: false, reviewer: true };
const post = (hidden: boolean) => ({ userId: 'a', hidden, orgPath: s1 });

describe('personal space rules', () => {
  it('shows a hidden post to its author and the admins of its school only', () => {
    expect(maySeePost(teacher, post(false))).toBe(true);
    expect(maySeePost(teacher, post(true))).toBe(false);
    expect(maySeePost(author, post(true))).toBe(true);
    expect(maySeePost(head1, post(true))).toBe(true);
    expect(maySeePost(head2, post(true))).toBe(false);
  });
  it('lets the admins of the author’s school moderate, and only the author delete', () => {
    expect(mayModerate(head1, post(false))).toBe(true);
    expect(mayModerate(head2, post(false))).toBe(false);
    expect(mayModerate(author, post(false))).toBe(false);
    expect(mayDeletePost(author, post(false))).toBe(true);
    expect(mayDeletePost(head1, post(false))).toBe(false);
  });
  it('lets a comment go with its writer or the post’s author', () => {
    expect(mayDeleteComment('c', 'c', 'a')).toBe(true);
    expect(mayDeleteComment('a', 'c', 'a')).toBe(true);
    expect(mayDeleteComment('x', 'c', 'a')).toBe(false);
  });
});
