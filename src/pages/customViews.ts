import { lazy } from 'react';
import type { CustomViewRegistry } from '../../renderer/views/customViews';

/** The console's custom views (schema `view` / action `{ type: 'view' }`), each loaded on first use. */
export const customViews: CustomViewRegistry = {
  authorize: lazy(() => import('./authorize/AuthorizeView')),
  menuItems: lazy(() => import('./menuItems/MenuItemsView')),
  codeGenerator: lazy(() => import('./generator/CodeGeneratorView')),
  // 功能设计 / 移动设计: the designed pages (the schema's id tells the two apart).
  designList: lazy(() => import('./onlineDev/WebDesignList')),
  workflow: lazy(() => import('./workflow/WorkflowView')),
  // 系统管理 of issue 15
  weChatConfig: lazy(() => import('./weChat/WeChatConfigView')),
  weChatMessages: lazy(() => import('./weChat/MpMessageView')),
  weChatUsers: lazy(() => import('./weChat/MpUserView')),
  weChatMenu: lazy(() => import('./weChat/MpMenuView')),
  weChatMaterial: lazy(() => import('./weChat/MpMaterialView')),
  weComSync: lazy(() => import('./weChat/WeComSyncView')),
  sysConfig: lazy(() => import('./system/config/SysConfigView')),
  timeTask: lazy(() => import('./system/task/TimeTaskView')),
  cacheManage: lazy(() => import('./system/cache/CacheManageView')),
  monitor: lazy(() => import('./system/monitor/MonitorView')),
  icons: lazy(() => import('./system/icons/IconsView')),
  translations: lazy(() => import('./system/language/TranslationView')),
  // 系统数据 (issue 15)
  dataBackup: lazy(() => import('./systemData/DataBackupView')),
  dataSource: lazy(() => import('./systemData/DataSourceView')),
  dataInterface: lazy(() => import('./systemData/DataInterfaceView')),
  dataModel: lazy(() => import('./systemData/DataModelView')),
  dataSync: lazy(() => import('./systemData/DataSyncView')),
  dataMap: lazy(() => import('./systemData/DataMapView')),
  // 示例中心 part B (issue 18 item 2)
  exSignature: lazy(() => import('./examples/signature/SignatureView')),
  exSignet: lazy(() => import('./examples/signet/SignetView')),
  exSchedule: lazy(() => import('./examples/schedule/ScheduleView')),
  exEmail: lazy(() => import('./examples/email/EmailView')),
  exDocument: lazy(() => import('./examples/document/DocumentView')),
  exMap: lazy(() => import('./examples/map/MapView')),
  exOrder: lazy(() => import('./examples/order/OrderView')),
  exProjectGantt: lazy(() => import('./examples/projectGantt/GanttView')),
  // 报表设计 (issue 16)
  reportDesign: lazy(() => import('./report/ReportDesigner')),
  // 门户设计 and 大屏设计 (issue 16)
  portalDesign: lazy(() => import('./portal/DesignList')),
  // The school community (issue 17)
  familyEducation: lazy(() => import('./familyEducation/FamilyEducationView')),
  space: lazy(() => import('./space/SpaceView')),
  appStore: lazy(() => import('./appStore/AppStoreView')),
  teacherSpace: lazy(() => import('./teacherSpace/TeacherSpaceView')),
  // 示例中心 part A (issue 18 item 2)
  exampleChart: lazy(() => import('./examples/chart/ChartExampleView')),
  exampleTable: lazy(() => import('./examples/table/TableExampleView')),
  exampleBigData: lazy(() => import('./examples/bigData/BigDataExampleView')),
  exampleImportExport: lazy(() => import('./examples/importExport/ImportExportExampleView')),
  examplePreview: lazy(() => import('./examples/preview/PreviewExampleView')),
  exampleBarCode: lazy(() => import('./examples/barCode/BarCodeExampleView')),
  examplePrint: lazy(() => import('./examples/print/PrintExampleView')),
};
