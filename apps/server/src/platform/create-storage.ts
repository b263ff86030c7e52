import type { StorageSettings } from '../config-storage.js';
import { LocalStorage } from './local-storage.js';
import { S3Storage } from './s3-storage.js';
import type { Storage } from './storage.js';

export function createStorage(settings: StorageSettings, dataDir: string): Storage {
  return settings.driver === 's3' ? new S3Storage(settings, dataDir) : new LocalStorage(dataDir);
}
