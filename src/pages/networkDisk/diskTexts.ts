import type { Lang } from '../../../contract/rules/messages';

/** The network disk screens' own words, in the console's three languages. */
const zh = {
  myFiles: '我的文件', schoolFiles: '学校文件', sharedWithMe: '共享给我', myShares: '我的分享', recycle: '回收站',
  uploadFiles: '上传文件', uploadFolder: '上传文件夹', newFolder: '新建文件夹', download: '下载', moveTo: '移动到', copyTo: '复制到',
  rename: '重命名', share: '分享', remove: '删除', restore: '还原', purge: '彻底删除', searchPlaceholder: '按名称搜索', allKinds: '全部类型',
  name: '名称', size: '大小', modified: '修改时间', creator: '创建人', actions: '操作', empty: '这里还没有文件', folderName: '文件夹名称', newName: '新名称',
  ok: '确定', cancel: '取消', personalQuota: '个人空间', schoolQuota: '学校空间', used: '已用 {used} / {quota}', unlimited: '不限',
  uploads: '上传列表', waiting: '等待中', hashing: '校验中', uploading: '上传中', done: '完成', failed: '失败', instant: '秒传', resume: '继续', resumed: '已续传 {n} 片',
  removeConfirm: '确定将选中的 {n} 项移入回收站吗？', purgeConfirm: '彻底删除后无法恢复，确定吗？', pickTarget: '选择目标文件夹', topLevel: '（根目录）',
  shareTitle: '分享“{name}”', toColleagues: '分享给同事', byLink: '链接分享', colleagues: '同事', pickColleagues: '输入姓名搜索同事', permission: '权限',
  read: '仅查看', edit: '可编辑', withCode: '需要提取码', code: '提取码', expiry: '有效期', day1: '1 天', day7: '7 天', day30: '30 天', forever: '永久',
  createLink: '创建链接', link: '链接', copyLink: '复制链接', copied: '已复制', currentShares: '已有的分享', linkShare: '链接', unshare: '取消分享',
  expires: '到期', never: '永不', locked: '已锁定', preview: '预览', noPreview: '此类型不能预览，请下载查看', previewLoading: '正在加载预览…',
  deletedAt: '删除时间', deletedBy: '删除人', sharedBy: '分享人', dropHere: '拖到文件夹上即可移动', selected: '已选 {n} 项', back: '返回上级',
  kind_folder: '文件夹', kind_image: '图片', kind_pdf: 'PDF', kind_video: '视频', kind_audio: '音频', kind_text: '文本', kind_doc: '文档', kind_sheet: '表格',
  kind_slide: '演示文稿', kind_archive: '压缩包', kind_other: '其他',
  publicTitle: '文件分享', publicFrom: '{name} 分享给你', publicCodePrompt: '请输入提取码', publicGet: '提取文件', publicDownload: '下载', publicFolder: '文件夹（下载为 zip）',
};
type DiskTexts = typeof zh;
const zhtw: DiskTexts = {
  myFiles: '我的檔案', schoolFiles: '學校檔案', sharedWithMe: '共享給我', myShares: '我的分享', recycle: '資源回收筒',
  uploadFiles: '上傳檔案', uploadFolder: '上傳資料夾', newFolder: '新建資料夾', download: '下載', moveTo: '移動到', copyTo: '複製到',
  rename: '重新命名', share: '分享', remove: '刪除', restore: '還原', purge: '徹底刪除', searchPlaceholder: '按名稱搜尋', allKinds: '全部類型',
  name: '名稱', size: '大小', modified: '修改時間', creator: '建立人', actions: '操作', empty: '這裡還沒有檔案', folderName: '資料夾名稱', newName: '新名稱',
  ok: '確定', cancel: '取消', personalQuota: '個人空間', schoolQuota: '學校空間', used: '已用 {used} / {quota}', unlimited: '不限',
  uploads: '上傳列表', waiting: '等待中', hashing: '校驗中', uploading: '上傳中', done: '完成', failed: '失敗', instant: '秒傳', resume: '繼續', resumed: '已續傳 {n} 片',
  removeConfirm: '確定將選中的 {n} 項移入資源回收筒嗎？', purgeConfirm: '徹底刪除後無法復原，確定嗎？', pickTarget: '選擇目標資料夾', topLevel: '（根目錄）',
  shareTitle: '分享「{name}」', toColleagues: '分享給同事', byLink: '連結分享', colleagues: '同事', pickColleagues: '輸入姓名搜尋同事', permission: '權限',
  read: '僅檢視', edit: '可編輯', withCode: '需要提取碼', code: '提取碼', expiry: '有效期', day1: '1 天', day7: '7 天', day30: '30 天', forever: '永久',
  createLink: '建立連結', link: '連結', copyLink: '複製連結', copied: '已複製', currentShares: '已有的分享', linkShare: '連結', unshare: '取消分享',
  expires: '到期', never: '永不', locked: '已鎖定', preview: '預覽', noPreview: '此類型不能預覽，請下載檢視', previewLoading: '正在載入預覽…',
  deletedAt: '刪除時間', deletedBy: '刪除人', sharedBy: '分享人', dropHere: '拖到資料夾上即可移動', selected: '已選 {n} 項', back: '返回上層',
  kind_folder: '資料夾', kind_image: '圖片', kind_pdf: 'PDF', kind_video: '影片', kind_audio: '音訊', kind_text: '文字', kind_doc: '文件', kind_sheet: '表格',
  kind_slide: '簡報', kind_archive: '壓縮檔', kind_other: '其他',
  publicTitle: '檔案分享', publicFrom: '{name} 分享給你', publicCodePrompt: '請輸入提取碼', publicGet: '提取檔案', publicDownload: '下載', publicFolder: '資料夾（下載為 zip）',
};
const en: DiskTexts = {
  myFiles: 'My files', schoolFiles: 'School files', sharedWithMe: 'Shared with me', myShares: 'My shares', recycle: 'Recycle bin',
  uploadFiles: 'Upload files', uploadFolder: 'Upload folder', newFolder: 'New folder', download: 'Download', moveTo: 'Move to', copyTo: 'Copy to',
  rename: 'Rename', share: 'Share', remove: 'Delete', restore: 'Restore', purge: 'Delete for good', searchPlaceholder: 'Search by name', allKinds: 'All types',
  name: 'Name', size: 'Size', modified: 'Modified', creator: 'Created by', actions: 'Actions', empty: 'No files here yet', folderName: 'Folder name', newName: 'New name',
  ok: 'OK', cancel: 'Cancel', personalQuota: 'Personal space', schoolQuota: 'School space', used: '{used} of {quota} used', unlimited: 'unlimited',
  uploads: 'Uploads', waiting: 'Waiting', hashing: 'Checking', uploading: 'Uploading', done: 'Done', failed: 'Failed', instant: 'Instant', resume: 'Resume', resumed: '{n} chunks resumed',
  removeConfirm: 'Move the {n} selected items to the recycle bin?', purgeConfirm: 'This cannot be undone. Delete for good?', pickTarget: 'Choose the target folder', topLevel: '(top level)',
  shareTitle: 'Share “{name}”', toColleagues: 'With colleagues', byLink: 'By link', colleagues: 'Colleagues', pickColleagues: 'Type a name to find colleagues', permission: 'Permission',
  read: 'View only', edit: 'Can edit', withCode: 'Require a code', code: 'Code', expiry: 'Valid for', day1: '1 day', day7: '7 days', day30: '30 days', forever: 'Forever',
  createLink: 'Create link', link: 'Link', copyLink: 'Copy link', copied: 'Copied', currentShares: 'Current shares', linkShare: 'Link', unshare: 'Stop sharing',
  expires: 'Expires', never: 'Never', locked: 'Locked', preview: 'Preview', noPreview: 'This type cannot be previewed; download it to view', previewLoading: 'Loading the preview…',
  deletedAt: 'Deleted', deletedBy: 'Deleted by', sharedBy: 'Shared by', dropHere: 'Drag onto a folder to move', selected: '{n} selected', back: 'Up one level',
  kind_folder: 'Folder', kind_image: 'Image', kind_pdf: 'PDF', kind_video: 'Video', kind_audio: 'Audio', kind_text: 'Text', kind_doc: 'Document', kind_sheet: 'Spreadsheet',
  kind_slide: 'Slides', kind_archive: 'Archive', kind_other: 'Other',
  publicTitle: 'Shared file', publicFrom: '{name} shared this with you', publicCodePrompt: 'Enter the code', publicGet: 'Get the file', publicDownload: 'Download', publicFolder: 'Folder (downloads as zip)',
};

export type DiskTextKey = keyof DiskTexts;
const ALL: Record<Lang, DiskTexts> = { zh, zhtw, en };

/** A text of the disk screens with {placeholders} filled. */
export function diskText(lang: Lang, key: DiskTextKey, params: Record<string, string | number> = {}): string {
  return (ALL[lang] ?? zh)[key].replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}
