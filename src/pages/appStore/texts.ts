// The 应用商店 screens' words.
const zh = {
  shop: '应用商店', me: '我的应用', publish: '发布应用', search: '搜索应用', allKinds: '全部类型', kind: '类型', kind_page: '页面', kind_portal: '门户', kind_link: '外部链接', kind_flow: '流程',
  install: '安装', uninstall: '卸载', installed: '已安装', open: '打开', detail: '详情', edit: '编辑', remove: '删除', removeConfirm: '删除这个应用？已安装的用户也会失去它。',
  installs: '{{n}} 次安装', ratings: '{{n}} 人评分', noRating: '暂无评分', rate: '评分', myRating: '我的评分', comment: '评价（选填）', submitRating: '提交评分', rated: '感谢评分',
  name: '名称', address: '地址', addressHelp: '页面：控制台地址（如 familyEducationChild）；门户、流程：编号；外部链接：http(s) 或站内地址', icon: '图标', summary: '简介', description: '详细说明',
  screenshots: '截图', addScreenshot: '上传截图', allowRoles: '可安装的角色（不选为全部）', allowOrgs: '可安装的单位（不选为全部）', published: '上架', save: '保存', cancel: '取消', saved: '已保存',
  empty: '暂无应用', noInstalled: '还没有安装应用，去应用商店看看', back: '返回', publisher: '发布单位', notFound: '应用不存在或无权查看', installedMenu: '已加入左侧菜单「我的应用」',
  uninstalledMenu: '已从菜单移除', required: '请填写{{name}}', manage: '我管理的', unpublished: '未上架', screenshotAlt: '{{name}} 截图 {{n}}',
};
type AppTexts = typeof zh;
const zhtw: AppTexts = {
  shop: '應用商店', me: '我的應用', publish: '發布應用', search: '搜尋應用', allKinds: '全部類型', kind: '類型', kind_page: '頁面', kind_portal: '入口網站', kind_link: '外部連結', kind_flow: '流程',
  install: '安裝', uninstall: '解除安裝', installed: '已安裝', open: '開啟', detail: '詳情', edit: '編輯', remove: '刪除', removeConfirm: '刪除這個應用？已安裝的使用者也會失去它。',
  installs: '{{n}} 次安裝', ratings: '{{n}} 人評分', noRating: '暫無評分', rate: '評分', myRating: '我的評分', comment: '評價（選填）', submitRating: '提交評分', rated: '感謝評分',
  name: '名稱', address: '地址', addressHelp: '頁面：控制台地址（如 familyEducationChild）；入口網站、流程：編號；外部連結：http(s) 或站內地址', icon: '圖示', summary: '簡介', description: '詳細說明',
  screenshots: '截圖', addScreenshot: '上傳截圖', allowRoles: '可安裝的角色（不選為全部）', allowOrgs: '可安裝的單位（不選為全部）', published: '上架', save: '儲存', cancel: '取消', saved: '已儲存',
  empty: '暫無應用', noInstalled: '還沒有安裝應用，去應用商店看看', back: '返回', publisher: '發布單位', notFound: '應用不存在或無權查看', installedMenu: '已加入左側選單「我的應用」',
  uninstalledMenu: '已從選單移除', required: '請填寫{{name}}', manage: '我管理的', unpublished: '未上架', screenshotAlt: '{{name}} 截圖 {{n}}',
};
const en: AppTexts = {
  shop: 'App shop', me: 'My apps', publish: 'Publish an app', search: 'Search apps', allKinds: 'All kinds', kind: 'Kind', kind_page: 'Page', kind_portal: 'Portal', kind_link: 'External link', kind_flow: 'Flow',
  install: 'Install', uninstall: 'Uninstall', installed: 'Installed', open: 'Open', detail: 'Details', edit: 'Edit', remove: 'Delete', removeConfirm: 'Delete this app? People who installed it lose it too.',
  installs: '{{n}} installs', ratings: '{{n}} ratings', noRating: 'Not rated yet', rate: 'Rate', myRating: 'My rating', comment: 'Comment (optional)', submitRating: 'Submit rating', rated: 'Thank you for rating',
  name: 'Name', address: 'Address', addressHelp: 'Page: a console address (e.g. familyEducationChild); portal, flow: its id; external link: http(s) or a site address', icon: 'Icon', summary: 'Summary', description: 'Description',
  screenshots: 'Screenshots', addScreenshot: 'Upload a screenshot', allowRoles: 'Roles that may install (none: everyone)', allowOrgs: 'Organisations that may install (none: everyone)', published: 'On sale', save: 'Save', cancel: 'Cancel', saved: 'Saved',
  empty: 'No apps', noInstalled: 'No apps installed yet: have a look in the shop', back: 'Back', publisher: 'Published by', notFound: 'The app does not exist or you may not see it', installedMenu: 'Added to “My apps” in the menu',
  uninstalledMenu: 'Removed from the menu', required: 'Please enter the {{name}}', manage: 'I look after', unpublished: 'Not on sale', screenshotAlt: '{{name}} screenshot {{n}}',
};
export const appTexts = { zh, zhtw, en };
export type { AppTexts };
