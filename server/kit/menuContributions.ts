import type { Queryable } from '../db/client';
import type { MenuEntry } from '../../contract/api';

/**
 * Menu entries an area adds to one user's menu beyond their grants: the apps a user installed from
 * 应用商店 appear in their sidebar. The area registers a provider once (by name, so a second server
 * in the same process replaces rather than repeats it); CurrentUser appends what the providers answer.
 * Entries are plain pages and links: the server still checks every call those pages make.
 */
export type ContributedMenu = MenuEntry;

type Provider = (db: Queryable, userId: string) => Promise<ContributedMenu[]>;
const providers = new Map<string, Provider>();

export function contributeMenus(name: string, provider: Provider): void {
  providers.set(name, provider);
}

export async function contributedMenus(db: Queryable, userId: string): Promise<ContributedMenu[]> {
  const lists = await Promise.all([...providers.values()].map((p) => p(db, userId)));
  return lists.flat();
}
