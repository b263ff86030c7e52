import { FilesService, ThumbnailQueue } from '../../apps/server/src/modules/files/index.js';
import { quietLog } from '../../apps/server/src/platform/deps.js';
import { DownloadGrants } from '../../apps/server/src/platform/download-grants.js';
import { InProcessBus } from '../../apps/server/src/platform/live-bus.js';
import { LocalStorage } from '../../apps/server/src/platform/local-storage.js';
import type { OperationTarget } from '../scenarios/scenario.js';

/**
 * What a module's services are built with in a no-HTTP run, as the app builds it: the child's
 * database and its engine, files in the run's folder, download grants and a bus of the process
 * (a read publishes nothing).
 */
export function serviceDeps({ db, location }: OperationTarget) {
  return {
    db,
    dialect: location.engine,
    files: new FilesService(new LocalStorage(location.dataDir), new ThumbnailQueue(), quietLog),
    grants: new DownloadGrants('bench-no-http'),
    bus: new InProcessBus(),
  };
}
