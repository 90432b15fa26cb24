// The 个人空间 screens' words.
const zh = {
  spaceHome: '空间首页', newsFeed: '好友动态', attention: '关注', aboutMe: '关于我', activeUser: '活跃用户', friend: '好友',
  placeholder: '分享新鲜事…', publish: '发表', addImage: '添加图片', removeImage: '移除图片', like: '赞', unlike: '取消赞', comment: '评论', commentPlaceholder: '写下你的评论…', send: '发送',
  hide: '屏蔽', unhide: '恢复显示', hiddenTag: '已被管理员屏蔽', remove: '删除', removeConfirm: '删除这条动态？', follow: '关注', unfollow: '取消关注', mutual: '互相关注',
  posts: '动态', followers: '粉丝', following: '关注', empty: '暂无动态', noPeople: '暂无用户', findPeople: '查找同事', searchPeople: '搜索姓名或账号', searchPosts: '搜索动态',
  followersTab: '我的粉丝', followingTab: '我关注的人', organize: '单位', department: '部门', published: '已发表', commentDeleted: '已删除', imageAlt: '动态图片 {{n}}',
  likes: '{{n}} 人赞过', all: '全部动态',
};
type SpaceTexts = typeof zh;
const zhtw: SpaceTexts = {
  spaceHome: '空間首頁', newsFeed: '好友動態', attention: '關注', aboutMe: '關於我', activeUser: '活躍使用者', friend: '好友',
  placeholder: '分享新鮮事…', publish: '發表', addImage: '新增圖片', removeImage: '移除圖片', like: '讚', unlike: '取消讚', comment: '評論', commentPlaceholder: '寫下你的評論…', send: '傳送',
  hide: '屏蔽', unhide: '恢復顯示', hiddenTag: '已被管理員屏蔽', remove: '刪除', removeConfirm: '刪除這條動態？', follow: '關注', unfollow: '取消關注', mutual: '互相關注',
  posts: '動態', followers: '粉絲', following: '關注', empty: '暫無動態', noPeople: '暫無使用者', findPeople: '查找同事', searchPeople: '搜尋姓名或帳號', searchPosts: '搜尋動態',
  followersTab: '我的粉絲', followingTab: '我關注的人', organize: '單位', department: '部門', published: '已發表', commentDeleted: '已刪除', imageAlt: '動態圖片 {{n}}',
  likes: '{{n}} 人讚過', all: '全部動態',
};
const en: SpaceTexts = {
  spaceHome: 'My space', newsFeed: 'News feed', attention: 'Following', aboutMe: 'About me', activeUser: 'Active people', friend: 'Friends',
  placeholder: 'Share something…', publish: 'Post', addImage: 'Add image', removeImage: 'Remove image', like: 'Like', unlike: 'Unlike', comment: 'Comment', commentPlaceholder: 'Write a comment…', send: 'Send',
  hide: 'Hide', unhide: 'Show again', hiddenTag: 'Hidden by an administrator', remove: 'Delete', removeConfirm: 'Delete this post?', follow: 'Follow', unfollow: 'Unfollow', mutual: 'Follow each other',
  posts: 'Posts', followers: 'Followers', following: 'Following', empty: 'No posts yet', noPeople: 'Nobody here yet', findPeople: 'Find colleagues', searchPeople: 'Search name or account', searchPosts: 'Search posts',
  followersTab: 'My followers', followingTab: 'People I follow', organize: 'Organisation', department: 'Department', published: 'Posted', commentDeleted: 'Deleted', imageAlt: 'Post image {{n}}',
  likes: '{{n}} likes', all: 'All posts',
};
export const spaceTexts = { zh, zhtw, en };
export type { SpaceTexts };
