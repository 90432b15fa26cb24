/** 项目甘特's page words in the console's three languages. */
export const ganttWords = {
  zh: { title: '项目甘特', project: '项目', task: '任务', start: '开始', duration: '工期（天）', progress: '进度', dependsOn: '前置任务', days: '{n} 天', shifted: '已顺延 {n} 个后续任务', saved: '已保存', help: '拖动任务条改期，拖动右端改工期；选中后可用 ← → 键移动一天、Shift + ← → 改工期。依赖它的任务在需要时自动顺延。', empty: '暂无项目', chart: '甘特图' },
  zhtw: { title: '項目甘特', project: '項目', task: '任務', start: '開始', duration: '工期（天）', progress: '進度', dependsOn: '前置任務', days: '{n} 天', shifted: '已順延 {n} 個後續任務', saved: '已儲存', help: '拖動任務條改期，拖動右端改工期；選中後可用 ← → 鍵移動一天、Shift + ← → 改工期。依賴它的任務在需要時自動順延。', empty: '暫無項目', chart: '甘特圖' },
  en: { title: 'Project Gantt', project: 'Project', task: 'Task', start: 'Start', duration: 'Duration (days)', progress: 'Progress', dependsOn: 'Depends on', days: '{n} days', shifted: '{n} following tasks moved later', saved: 'Saved', help: 'Drag a bar to reschedule it, drag its right end to change its duration; with a bar selected, ← → move it a day and Shift + ← → change its duration. Tasks that depend on it move later when they must.', empty: 'No projects', chart: 'Gantt chart' },
};
export type GanttWord = keyof typeof ganttWords.zh;
