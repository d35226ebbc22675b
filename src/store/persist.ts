export type PersistState = 'persistent' | 'best-effort' | 'unsupported';

/** Asks the browser to keep our storage through storage pressure, and says whether it agreed. */
export async function requestPersistence(storage: StorageManager | undefined = navigator.storage): Promise<PersistState> {
  if (!storage?.persist || !storage.persisted) return 'unsupported';
  if (await storage.persisted()) return 'persistent';
  return (await storage.persist()) ? 'persistent' : 'best-effort';
}
