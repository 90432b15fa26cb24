import type { PageSchema } from '../../contract/pageModel/pageSchema';

/**
 * Built-in screens by menu urlAddress (enCode with dots as slashes, server/seed/menuCatalogue.ts).
 * Each file loads on first visit, so no screen's schema sits in the login bundle. The shell renders a
 * type-2 menu page with `builtinSchemas[urlAddress]`; a missing key gets its placeholder page.
 */
const load = (p: Promise<{ default: unknown }>) => p.then((m) => m.default as PageSchema);

export const builtinSchemas: Record<string, () => Promise<PageSchema>> = {
  'permission/organize': () => load(import('../../schemas/permission-organize.json')),
  'permission/department': () => load(import('../../schemas/permission-department.json')),
  'permission/position': () => load(import('../../schemas/permission-position.json')),
  'permission/user': () => load(import('../../schemas/permission-user.json')),
  'permission/role': () => load(import('../../schemas/permission-role.json')),
  'permission/authorize': () => load(import('../../schemas/permission-authorize.json')),
  'permission/onlineUser': () => load(import('../../schemas/permission-onlineUser.json')),
  'system/menu': () => load(import('../../schemas/system-menu.json')),
  'system/notice': () => load(import('../../schemas/system-notice.json')),
  'system/billRule': () => load(import('../../schemas/system-billRule.json')),
  'system/area': () => load(import('../../schemas/system-area.json')),
  'system/log': () => load(import('../../schemas/system-log.json')),
  'systemData/dictionary': () => load(import('../../schemas/systemData-dictionary.json')),
  'generator/webForm': () => load(import('../../schemas/generator-webForm.json')),
  // Concrete screens (custom views) with no schema file of their own: the page only names its view.
  'onlineDev/webDesign': () => Promise.resolve(designListPage('onlineDev.webDesign', { zh: '功能设计', zhtw: '功能設計', en: 'Page design' })),
  'onlineDev/appDesign': () => Promise.resolve(designListPage('onlineDev.appDesign', { zh: '移动设计', zhtw: '移動設計', en: 'Mobile design' })),
  'workFlow/flowLaunch': () => load(import('../../schemas/workflow-flowLaunch.json')),
  'workFlow/flowTodo': () => load(import('../../schemas/workflow-flowTodo.json')),
  'workFlow/flowDone': () => load(import('../../schemas/workflow-flowDone.json')),
  'workFlow/flowCirculate': () => load(import('../../schemas/workflow-flowCirculate.json')),
  'workFlow/entrust': () => load(import('../../schemas/workflow-entrust.json')),
  'workFlow/flowMonitor': () => load(import('../../schemas/workflow-flowMonitor.json')),
  'workFlow/flowEngine': () => load(import('../../schemas/workflow-flowEngine.json')),
  'weChat/mpConfig': () => load(import('../../schemas/weChat-mpConfig.json')),
  'weChat/qyConfig': () => load(import('../../schemas/weChat-qyConfig.json')),
  'weChat/mpMessage': () => load(import('../../schemas/weChat-mpMessage.json')),
  'weChat/mpUser': () => load(import('../../schemas/weChat-mpUser.json')),
  'weChat/mpMenu': () => load(import('../../schemas/weChat-mpMenu.json')),
  'weChat/mpMaterial': () => load(import('../../schemas/weChat-mpMaterial.json')),
  'weChat/qyDepartment': () => load(import('../../schemas/weChat-qyDepartment.json')),
  'system/config': () => load(import('../../schemas/system-config.json')),
  'system/task': () => load(import('../../schemas/system-task.json')),
  'system/cache': () => load(import('../../schemas/system-cache.json')),
  'system/monitor': () => load(import('../../schemas/system-monitor.json')),
  'system/icons': () => load(import('../../schemas/system-icons.json')),
  'system/language': () => load(import('../../schemas/system-language.json')),
  'systemData/dataBackup': () => load(import('../../schemas/systemData-dataBackup.json')),
  'systemData/dataSource': () => load(import('../../schemas/systemData-dataSource.json')),
  'systemData/dataInterface': () => load(import('../../schemas/systemData-dataInterface.json')),
  'systemData/dataModel': () => load(import('../../schemas/systemData-dataModel.json')),
  'systemData/dataSync': () => load(import('../../schemas/systemData-dataSync.json')),
  'systemData/map': () => load(import('../../schemas/systemData-map.json')),
  // 示例中心 part B (issue 18 item 2): concrete screens in src/pages/examples/<name>.
  'extend/signature': () => load(import('../../schemas/extend-signature.json')),
  'extend/signet': () => load(import('../../schemas/extend-signet.json')),
  'extend/schedule': () => load(import('../../schemas/extend-schedule.json')),
  'extend/email': () => load(import('../../schemas/extend-email.json')),
  'extend/document': () => load(import('../../schemas/extend-document.json')),
  'extend/map': () => load(import('../../schemas/extend-map.json')),
  'extend/order': () => load(import('../../schemas/extend-order.json')),
  'extend/projectGantt': () => load(import('../../schemas/extend-projectGantt.json')),
  'onlineDev/dataReport': () => load(import('../../schemas/onlineDev-dataReport.json')),
  // 门户设计 and 大屏设计 (issue 16): one concrete screen, told apart by the schema's id.
  'onlineDev/portal': () => Promise.resolve({ ...designListPage('onlineDev.portal', { zh: '门户设计', zhtw: '門戶設計', en: 'Portal design' }), view: 'portalDesign' }),
  'onlineDev/bigScreen': () => Promise.resolve({ ...designListPage('onlineDev.bigScreen', { zh: '大屏设计', zhtw: '大屏設計', en: 'Screen design' }), view: 'portalDesign' }),
  // The school community (issue 17): concrete screens in src/pages/<area>.
  teacherSpace: () => Promise.resolve(viewPage('teacherSpace', 'teacherSpace', { zh: '教师空间', zhtw: '教師空間', en: 'Teacher space' })),
  familyEducationChild: () => Promise.resolve(viewPage('familyEducationChild', 'familyEducation', { zh: '家庭教育', zhtw: '家庭教育', en: 'Family education' })),
  // 示例中心 part A (issue 18 item 2)
  'extend/chart': () => load(import('../../schemas/extend-chart.json')),
  'extend/table': () => load(import('../../schemas/extend-table.json')),
  'extend/form': () => load(import('../../schemas/extend-form.json')),
  'extend/bigData': () => load(import('../../schemas/extend-bigData.json')),
  'extend/importExport': () => load(import('../../schemas/extend-importExport.json')),
  'extend/preview': () => load(import('../../schemas/extend-preview.json')),
  'extend/barCode': () => load(import('../../schemas/extend-barCode.json')),
  'extend/print': () => load(import('../../schemas/extend-print.json')),
  // The shortcut pages /application/* and /space/* draw these (pageRegistry), each view reading its section from the address.
  application: () => Promise.resolve(viewPage('application', 'appStore', { zh: '应用商店', zhtw: '應用商店', en: 'App shop' })),
  space: () => Promise.resolve(viewPage('space', 'space', { zh: '个人空间', zhtw: '個人空間', en: 'Personal space' })),
};

function viewPage(id: string, view: string, title: { zh: string; zhtw: string; en: string }): PageSchema {
  return { id, kind: 'list', title, view, api: {}, columns: [] };
}

function designListPage(id: string, title: { zh: string; zhtw: string; en: string }): PageSchema {
  return { id, kind: 'list', title, view: 'designList', api: {}, columns: [] };
}
