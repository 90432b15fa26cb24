/** 知识文档's page words (and the public /document pages') in the console's three languages. */
export const documentWords = {
  zh: {
    title: '知识文档', folders: '文件夹', all: '全部文档', shared: '共享给我的', newFolder: '新建文件夹', folderName: '文件夹名称', newDoc: '新建文档', docTitle: '标题', save: '保存（新版本）',
    saved: '已保存为第 {n} 版', versions: '版本历史', version: '第 {n} 版', compare: '比较', restore: '恢复此版本', restored: '已恢复，保存为第 {n} 版', publish: '发布到公开页面', published: '已发布',
    unpublished: '未发布', readOnly: '共享文档（只读）', sideBySide: '并排', inline: '行内', added: '新增 {n} 行', removed: '删除 {n} 行', pickTwo: '选择两个版本比较', restoredFrom: '由第 {n} 版恢复',
    owner: '作者', updatedAt: '更新时间', empty: '暂无文档', pick: '选择左侧的文档，或新建一篇', remove: '删除', removeTitle: '确定删除这篇文档吗？', publicTitle: '知识文档', newest: '最新文档',
    publicEmpty: '暂无公开文档', back: '返回列表', by: '{name} · {org}', noChange: '两个版本内容相同',
  },
  zhtw: {
    title: '知識文件', folders: '資料夾', all: '全部文件', shared: '共享給我的', newFolder: '新建資料夾', folderName: '資料夾名稱', newDoc: '新建文件', docTitle: '標題', save: '儲存（新版本）',
    saved: '已儲存為第 {n} 版', versions: '版本歷史', version: '第 {n} 版', compare: '比較', restore: '恢復此版本', restored: '已恢復，儲存為第 {n} 版', publish: '發布到公開頁面', published: '已發布',
    unpublished: '未發布', readOnly: '共享文件（唯讀）', sideBySide: '並排', inline: '行內', added: '新增 {n} 行', removed: '刪除 {n} 行', pickTwo: '選擇兩個版本比較', restoredFrom: '由第 {n} 版恢復',
    owner: '作者', updatedAt: '更新時間', empty: '暫無文件', pick: '選擇左側的文件，或新建一篇', remove: '刪除', removeTitle: '確定刪除這篇文件嗎？', publicTitle: '知識文件', newest: '最新文件',
    publicEmpty: '暫無公開文件', back: '返回列表', by: '{name} · {org}', noChange: '兩個版本內容相同',
  },
  en: {
    title: 'Knowledge documents', folders: 'Folders', all: 'All documents', shared: 'Shared with me', newFolder: 'New folder', folderName: 'Folder name', newDoc: 'New document', docTitle: 'Title', save: 'Save (new version)',
    saved: 'Saved as version {n}', versions: 'Versions', version: 'Version {n}', compare: 'Compare', restore: 'Restore this version', restored: 'Restored as version {n}', publish: 'Publish on the public pages', published: 'Published',
    unpublished: 'Not published', readOnly: 'Shared document (read only)', sideBySide: 'Side by side', inline: 'Inline', added: '{n} lines added', removed: '{n} lines removed', pickTwo: 'Choose two versions to compare', restoredFrom: 'restored from version {n}',
    owner: 'Author', updatedAt: 'Updated', empty: 'No documents', pick: 'Choose a document on the left, or write a new one', remove: 'Delete', removeTitle: 'Delete this document?', publicTitle: 'Knowledge documents', newest: 'Newest document',
    publicEmpty: 'No public documents yet', back: 'Back to the list', by: '{name} · {org}', noChange: 'The two versions are the same',
  },
};
export type DocumentWord = keyof typeof documentWords.zh;
