import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import logArea from './log/index';
import authArea from './auth/index';
import loginCodeArea from './loginCode/index';
import usersArea from './users/index';
import organizeArea from './organize/index';
import positionArea from './position/index';
import roleArea from './roles/index';
import currentUserArea from './currentUser/index';
import authorizeArea from './authorize/index';
import moduleUserArea from './moduleUser/index';
import onlineUserArea from './onlineUser/index';
import menuArea from './menu/index';
import dictionaryArea from './dictionary/index';
import billRuleArea from './billRule/index';
import provinceArea from './province/index';
import messageArea from './message/index';
import filesArea from './files/index';
import liveArea from './live/index';
import visualDevArea from './visualDev/index';
import codegenArea from './codegen/index';
import workflowArea from './workflow/index';
import sysConfigArea from './sysConfig/index';
import scheduleArea from './schedule/index';
import cacheAdminArea from './cacheAdmin/index';
import monitorArea from './monitor/index';
import translationArea from './translation/index';
import dataBackupArea from './dataBackup/index';
import dataSourceArea from './dataSource/index';
import dataInterfaceArea from './dataInterface/index';
import dataModelArea from './dataModel/index';
import dataSyncArea from './dataSync/index';
import dataMapArea from './dataMap/index';
import familyEducationArea from './familyEducation/index';
import spaceArea from './space/index';
import appStoreArea from './appStore/index';

/**
 * Every API area, registered here once, each from its folder's `index.ts`. Areas are encapsulated
 * Fastify plugins; the log area goes first because its operation-log hook must see every route.
 */
export async function registerAreas(app: FastifyInstance, config: Config) {
  await app.register(logArea);
  await app.register(authArea, { singleLogin: config.singleLogin });
  await app.register(loginCodeArea, { singleLogin: config.singleLogin });
  await app.register(usersArea);
  await app.register(organizeArea);
  await app.register(positionArea);
  await app.register(roleArea);
  await app.register(currentUserArea);
  await app.register(authorizeArea);
  await app.register(moduleUserArea);
  await app.register(onlineUserArea);
  await app.register(menuArea);
  await app.register(dictionaryArea);
  await app.register(billRuleArea);
  await app.register(provinceArea);
  await app.register(messageArea);
  await app.register(filesArea, { dataDir: config.dataDir, uploadQuotaBytes: config.uploadQuotaBytes });
  await app.register(liveArea, { dataDir: config.dataDir, signInTimeoutMs: config.liveAuthTimeoutMs, uploadQuotaBytes: config.uploadQuotaBytes });
  await app.register(visualDevArea);
  await app.register(codegenArea);
  await app.register(workflowArea, {});
  await app.register(sysConfigArea);
  await app.register(scheduleArea, { dataDir: config.dataDir });
  await app.register(cacheAdminArea);
  await app.register(monitorArea, { metricsToken: config.metricsToken, metricsAllow: config.metricsAllow });
  await app.register(translationArea);
  await app.register(dataBackupArea, { dataDir: config.dataDir });
  await app.register(dataSourceArea, { dataDir: config.dataDir, dataSourceKey: config.dataSourceKey });
  await app.register(dataInterfaceArea, { dataDir: config.dataDir, dataSourceKey: config.dataSourceKey });
  await app.register(dataModelArea, { dataDir: config.dataDir, dataSourceKey: config.dataSourceKey });
  await app.register(dataSyncArea, { dataDir: config.dataDir, dataSourceKey: config.dataSourceKey });
  await app.register(dataMapArea);
  await app.register(familyEducationArea);
  await app.register(spaceArea);
  await app.register(appStoreArea);
}
