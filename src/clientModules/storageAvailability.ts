import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {isStorageUsable, withdrawStorage, type StorageType} from '../utils/storageAvailability';

// Before anything reads storage: a storage that throws on use becomes one
// that is not there (see src/utils/storageAvailability.ts).
if (ExecutionEnvironment.canUseDOM) {
  for (const type of ['localStorage', 'sessionStorage'] as StorageType[]) {
    if (!isStorageUsable(() => window[type])) {
      withdrawStorage(window, type);
    }
  }
}
