import type { FastifyInstance } from 'fastify';
import { DiskStore } from './store';
import { DiskContext } from './context';
import diskRoutes from './routes';
import uploadRoutes from './uploadRoutes';
import shareRoutes from './shareRoutes';
import { ensureSeedBlobs } from './seed';

export { listSharedResources, type SharedResource } from './sharedResources';

/** 网络硬盘 (issue 17): the folders and files, the chunked upload, the shares. */
export default async function networkDiskArea(app: FastifyInstance, opts: { dataDir: string; userQuotaBytes?: number; schoolQuotaBytes?: number }) {
  const store = new DiskStore(opts.dataDir);
  await ensureSeedBlobs(app.database, store);
  const disk = new DiskContext(app.database, store, () => ({ user: opts.userQuotaBytes ?? 0, school: opts.schoolQuotaBytes ?? 0 }));
  await app.register(diskRoutes, { disk });
  await app.register(uploadRoutes, { disk });
  await app.register(shareRoutes, { disk });
}
