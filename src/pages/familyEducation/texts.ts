// The 家庭教育 screens' words.
const zh = {
  tabChild: '我的孩子', tabArticles: '文章', tabMine: '我的文章', tabReview: '待审核', tabFavourite: '我的收藏',
  child: '孩子', className: '班级', headTeacher: '班主任', school: '学校', ageGroup: '年龄段', category: '分类', allCategories: '全部分类', allAges: '全部年龄段',
  notices: '学校通知', noNotices: '暂无通知', forAge: '适合孩子年龄的文章', noChild: '还没有关联孩子', search: '搜索文章标题或摘要', reads: '阅读 {{n}}', favourites: '收藏 {{n}}',
  write: '写文章', edit: '编辑', remove: '删除', removeConfirm: '删除这篇文章？', approve: '通过', reject: '退回', rejectReason: '退回原因',
  title: '标题', summary: '摘要', body: '正文', video: '视频地址（https）', saveDraft: '保存草稿', submit: '提交审核', cancel: '取消', saved: '已保存', submitted: '已提交审核',
  approved: '已通过并发布', rejected: '已退回', favourite: '收藏', unfavourite: '取消收藏', back: '返回', author: '作者', publishedAt: '发布于',
  state_draft: '草稿', state_pending: '待审核', state_published: '已发布', state_rejected: '已退回', reviewNote: '审核意见', empty: '暂无文章', notFound: '文章不存在或无权查看',
  required: '请填写{{name}}', read: '已读', unread: '未读', open: '阅读',
};
type FeTexts = typeof zh;
const zhtw: FeTexts = {
  tabChild: '我的孩子', tabArticles: '文章', tabMine: '我的文章', tabReview: '待審核', tabFavourite: '我的收藏',
  child: '孩子', className: '班級', headTeacher: '班導師', school: '學校', ageGroup: '年齡段', category: '分類', allCategories: '全部分類', allAges: '全部年齡段',
  notices: '學校通知', noNotices: '暫無通知', forAge: '適合孩子年齡的文章', noChild: '還沒有關聯孩子', search: '搜尋文章標題或摘要', reads: '閱讀 {{n}}', favourites: '收藏 {{n}}',
  write: '寫文章', edit: '編輯', remove: '刪除', removeConfirm: '刪除這篇文章？', approve: '通過', reject: '退回', rejectReason: '退回原因',
  title: '標題', summary: '摘要', body: '正文', video: '影片地址（https）', saveDraft: '儲存草稿', submit: '提交審核', cancel: '取消', saved: '已儲存', submitted: '已提交審核',
  approved: '已通過並發布', rejected: '已退回', favourite: '收藏', unfavourite: '取消收藏', back: '返回', author: '作者', publishedAt: '發布於',
  state_draft: '草稿', state_pending: '待審核', state_published: '已發布', state_rejected: '已退回', reviewNote: '審核意見', empty: '暫無文章', notFound: '文章不存在或無權查看',
  required: '請填寫{{name}}', read: '已讀', unread: '未讀', open: '閱讀',
};
const en: FeTexts = {
  tabChild: 'My child', tabArticles: 'Articles', tabMine: 'My articles', tabReview: 'To review', tabFavourite: 'Favourites',
  child: 'Child', className: 'Class', headTeacher: 'Head teacher', school: 'School', ageGroup: 'Age group', category: 'Category', allCategories: 'All categories', allAges: 'All ages',
  notices: 'School notices', noNotices: 'No notices', forAge: 'Articles for your child’s age', noChild: 'No child is linked to your account yet', search: 'Search titles and summaries', reads: '{{n}} reads', favourites: '{{n}} favourites',
  write: 'Write an article', edit: 'Edit', remove: 'Delete', removeConfirm: 'Delete this article?', approve: 'Approve', reject: 'Send back', rejectReason: 'Why it is sent back',
  title: 'Title', summary: 'Summary', body: 'Text', video: 'Video address (https)', saveDraft: 'Save draft', submit: 'Submit for review', cancel: 'Cancel', saved: 'Saved', submitted: 'Submitted for review',
  approved: 'Approved and published', rejected: 'Sent back', favourite: 'Add to favourites', unfavourite: 'Remove from favourites', back: 'Back', author: 'Author', publishedAt: 'Published',
  state_draft: 'Draft', state_pending: 'Waiting for review', state_published: 'Published', state_rejected: 'Sent back', reviewNote: 'Reviewer’s note', empty: 'No articles', notFound: 'The article does not exist or you may not read it',
  required: 'Please enter the {{name}}', read: 'Read', unread: 'Unread', open: 'Read',
};
export const feTexts = { zh, zhtw, en };
export type { FeTexts };
export { fill } from '../community/useLang';
