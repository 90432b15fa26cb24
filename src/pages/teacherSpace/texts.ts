// The 教师空间 / 教师工作室 screens' words.
const zh = {
  teachers: '教师主页', studios: '教师工作室', myPage: '我的主页', search: '搜索教师姓名或学科', subjects: '学科', title: '职称', intro: '个人简介', honours: '荣誉',
  lessons: '课例', resources: '资源', posts: '最新动态', studio: '工作室', members: '成员', leader: '主持人', shared: '共享资源', open: '打开', back: '返回',
  editProfile: '编辑主页', save: '保存', cancel: '取消', saved: '已保存', publicPage: '公开主页（无需登录即可查看）', honourYear: '年份', honourName: '荣誉名称', addHonour: '添加荣誉',
  addResource: '发布课例或资源', kind: '类型', kind_lesson: '课例', kind_resource: '资源', resTitle: '标题', summary: '简介', url: '链接（http(s) 或站内地址）', isPublic: '公开',
  shareTo: '共享到工作室', none: '不共享', addMember: '添加成员', userId: '成员', removeMember: '移出', empty: '暂无内容', notFound: '页面不存在或未公开', publicLink: '公开页地址',
  diskShares: '网盘共享', openFile: '打开', remove: '删除', memberCount: '{{n}} 名成员', resourceCount: '{{n}} 份资源', signIn: '登录平台查看更多', required: '请填写{{name}}',
};
type TsTexts = typeof zh;
const zhtw: TsTexts = {
  teachers: '教師主頁', studios: '教師工作室', myPage: '我的主頁', search: '搜尋教師姓名或學科', subjects: '學科', title: '職稱', intro: '個人簡介', honours: '榮譽',
  lessons: '課例', resources: '資源', posts: '最新動態', studio: '工作室', members: '成員', leader: '主持人', shared: '共享資源', open: '開啟', back: '返回',
  editProfile: '編輯主頁', save: '儲存', cancel: '取消', saved: '已儲存', publicPage: '公開主頁（無需登入即可查看）', honourYear: '年份', honourName: '榮譽名稱', addHonour: '新增榮譽',
  addResource: '發布課例或資源', kind: '類型', kind_lesson: '課例', kind_resource: '資源', resTitle: '標題', summary: '簡介', url: '連結（http(s) 或站內地址）', isPublic: '公開',
  shareTo: '共享到工作室', none: '不共享', addMember: '新增成員', userId: '成員', removeMember: '移出', empty: '暫無內容', notFound: '頁面不存在或未公開', publicLink: '公開頁地址',
  diskShares: '網盤共享', openFile: '開啟', remove: '刪除', memberCount: '{{n}} 名成員', resourceCount: '{{n}} 份資源', signIn: '登入平台查看更多', required: '請填寫{{name}}',
};
const en: TsTexts = {
  teachers: 'Teacher pages', studios: 'Teacher studios', myPage: 'My page', search: 'Search a teacher or subject', subjects: 'Subjects', title: 'Title', intro: 'About', honours: 'Honours',
  lessons: 'Lessons', resources: 'Resources', posts: 'Latest posts', studio: 'Studio', members: 'Members', leader: 'Leader', shared: 'Shared resources', open: 'Open', back: 'Back',
  editProfile: 'Edit my page', save: 'Save', cancel: 'Cancel', saved: 'Saved', publicPage: 'Public page (visible without signing in)', honourYear: 'Year', honourName: 'Honour', addHonour: 'Add an honour',
  addResource: 'Publish a lesson or resource', kind: 'Kind', kind_lesson: 'Lesson', kind_resource: 'Resource', resTitle: 'Title', summary: 'Summary', url: 'Link (http(s) or a site address)', isPublic: 'Public',
  shareTo: 'Share with a studio', none: 'Do not share', addMember: 'Add a member', userId: 'Member', removeMember: 'Remove', empty: 'Nothing yet', notFound: 'This page does not exist or is not public', publicLink: 'Public address',
  diskShares: 'Shared from the disk', openFile: 'Open', remove: 'Delete', memberCount: '{{n}} members', resourceCount: '{{n}} resources', signIn: 'Sign in to see more', required: 'Please enter the {{name}}',
};
export const tsTexts = { zh, zhtw, en };
export type { TsTexts };
