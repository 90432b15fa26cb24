import { TreeSelect } from 'antd';
import UserPicker from '../../widgets/UserPicker/UserPicker';
import { WidgetProviders } from '../../widgets/testing/TestProviders';
import { createFakeServices } from '../../widgets/testing/fakeServices';
import { userTree } from '../../widgets/testing/seed';
import type { TreeNode } from '../../widgets/core/types';
import { clear, countIn, show, within } from './stage';
import { nextTask, painted, timeToFrame, typeInto } from './measure';

// A 50,000-user tree (bureau → schools → departments → users). Ours: the userPicker widget (its own
// index, only visible nodes handed to antd). Plain: antd TreeSelect given all 50,000 nodes with
// search on the title, users the only selectable nodes in both.
export const TREE_USERS = 50_000;
/** An account fragment (10 users) and a surname (about 1 in 100 users). */
export const KEYWORDS = { narrow: 'T4999', broad: '王' } as const;

const services = createFakeServices({ users: TREE_USERS });
const nodes = userTree({ users: TREE_USERS });

interface PlainNode {
  value: string;
  title: string;
  selectable: boolean;
  children?: PlainNode[];
}
const toPlain = (n: TreeNode): PlainNode => ({
  value: n.id,
  title: n.fullName,
  selectable: n.type === 'user',
  children: n.children?.length ? n.children.map(toPlain) : undefined,
});
const plainData = nodes.map(toPlain);

function PlainPicker() {
  return (
    <TreeSelect
      style={{ width: 320 }}
      treeData={plainData}
      showSearch
      treeNodeFilterProp="title"
      allowClear
      placeholder="请选择用户"
      virtual
      listHeight={320}
      popupMatchSelectWidth={false}
    />
  );
}

function OurPicker() {
  return (
    <WidgetProviders services={services}>
      <div style={{ width: 320 }}>
        <UserPicker id="perf-user" value={undefined} onChange={() => {}} />
      </div>
    </WidgetProviders>
  );
}

const popup = () => document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
const treeNodesShown = () => !!popup()?.querySelector('.ant-select-tree-treenode');
const titleShown = (kw: string) => () =>
  [...(popup()?.querySelectorAll('.ant-select-tree-title') ?? [])].some((el) => el.textContent?.includes(kw));

/** Mounts, then opens and filters as a user would: mousedown on the selector, typing in its search. */
async function openAndFilter(node: React.ReactNode, keyword: string) {
  await clear();
  const mount = await timeToFrame(() => show(node), () => !!within('.ant-select') && !countIn('.ant-select .anticon-loading'), 'picker');
  // Ours fetches (from memory) and indexes on mount; both sides start opening from an idle page.
  await nextTask();
  await painted();
  const trigger = within('.ant-select') as HTMLElement;
  const open = await timeToFrame(
    () => trigger.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 })),
    treeNodesShown,
    'tree popup',
  );
  const input = within('.ant-select input') as HTMLInputElement;
  const filter = await timeToFrame(() => typeInto(input, keyword), titleShown(keyword), `matches for ${keyword}`);
  return { mount, open, filter, nodesInDom: popup()!.querySelectorAll('.ant-select-tree-treenode').length };
}

export const treeOurs = (kw: keyof typeof KEYWORDS) => openAndFilter(<OurPicker />, KEYWORDS[kw]);
export const treePlain = (kw: keyof typeof KEYWORDS) => openAndFilter(<PlainPicker />, KEYWORDS[kw]);
