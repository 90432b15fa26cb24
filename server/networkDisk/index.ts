import type { FastifyInstance } from 'fastify';
import { DiskStore } from './store';
import { DiskContext } from './context';
import diskRoutes from './routes';
import uploadRoutes from './uploadRoutes';
import shareRoutes from './shareRoutes';
import { ensureSeedBlobs } from './seed';

export { listSharedResources, SharedResource } from './sharedResources';

/** 网络硬盘 (issue 17): the folders and files, the chunked upload, the shares. */
export default async function networkDiskArea(app: FastifyInstance, opts: { dataDir: string; userQuotaBytes?: number; schoolQuotaBytes?: number }) {
  const store = new DiskStore(opts.dataDir);
  await ensureSeedBlobs(app.database, store);
  // 系统配置 wins over the environment (DISK_USER_QUOTA_MB / DISK_SCHOOL_QUOTA_MB are its start-up defaults).
  const MB = 1024 * 1024;
  const disk = new DiskContext(app.database, store, () => {
    const s = app.sysConfig?.settings;
    return s ? { user: s.diskUserQuotaMb * MB, school: s.diskSchoolQuotaMb * MB } : { user: opts.userQuotaBytes ?? 0, school: opts.schoolQuotaBytes ?? 0 };
  });
  await app.register(diskRoutes, { disk });
  await app.register(uploadRoutes, { disk });
  await app.register(shareRoutes, { disk });
}
