import type { Database } from '../db/client';
import type { SeedResult } from './identity';
import { seedDictionaries } from '../dictionary/seed';
import { seedBillRules } from '../billRule/seed';
import { seedProvinces } from '../province/seed';
import { seedMessages } from '../message/seedMessages';
import { seedVisualDev } from '../visualDev/seed';
import { seedActivityLog } from './activityLog';
import { seedWorkflow } from '../workflow/seed';
import { seedReports } from '../report/seed';
import { seedPortals } from '../portal/seed';
import { seedNetworkDisk } from '../networkDisk/seed';
import { seedOrders } from '../examples/order/seedOrders';
import { seedDocuments } from '../examples/document/seed';
import { seedEvents } from '../examples/schedule/seed';
import { seedPlans } from '../examples/projectGantt/seedPlans';
import { seedFamilyEducation } from '../familyEducation/seed';
import { seedSpace } from '../space/seed';
import { seedAppStore } from '../appStore/seed';
import { seedTeacherSpace } from '../teacherSpace/seed';
import { seedTeachingData } from '../teachingData/seed';

export interface SeedContext {
  db: Database;
  demo: boolean;
  identity: SeedResult;
}

/**
 * Area seeders run after identity, in this order, on the first start only. Each area adds its own
 * entry here (dictionaries, bill rules, provinces, notices, generated pages…).
 */
export const seeders: { name: string; run(ctx: SeedContext): Promise<void> }[] = [
  { name: 'dictionaries', run: seedDictionaries },
  { name: 'billRules', run: seedBillRules },
  { name: 'provinces', run: seedProvinces },
  { name: 'messages', run: seedMessages },
  { name: 'visualDev', run: seedVisualDev },
  { name: 'activityLog', run: seedActivityLog },
  { name: 'workflow', run: seedWorkflow },
  { name: 'reports', run: seedReports },
  { name: 'portals', run: seedPortals },
  { name: 'networkDisk', run: seedNetworkDisk },
  { name: 'familyEducation', run: seedFamilyEducation },
  // 示例中心 part B (issue 18 item 2)
  { name: 'exampleOrders', run: seedOrders },
  { name: 'exampleDocuments', run: seedDocuments },
  { name: 'exampleEvents', run: seedEvents },
  { name: 'examplePlans', run: seedPlans },
  { name: 'space', run: seedSpace },
  { name: 'appStore', run: seedAppStore },
  { name: 'teacherSpace', run: seedTeacherSpace },
  { name: 'teachingData', run: seedTeachingData },
];
