/**
 * Reads every object store of a database with the plain IndexedDB API, at whatever version it is,
 * so that data the app cannot open (newer schema, damaged) can still be saved to a file.
 */
export function exportRawDatabase(name: string, factory: IDBFactory = indexedDB): Promise<Record<string, unknown[]>> {
  return new Promise((resolve, reject) => {
    const request = factory.open(name);
    // Opening without a version never upgrades an existing database; if there was none, create none.
    let absent = false;
    request.onupgradeneeded = () => {
      absent = true;
      request.transaction?.abort();
    };
    request.onerror = () => (absent ? resolve({}) : reject(request.error ?? new Error(`could not open ${name}`)));
    request.onsuccess = () => {
      const db = request.result;
      const names = [...db.objectStoreNames];
      const out: Record<string, unknown[]> = {};
      if (names.length === 0) {
        db.close();
        resolve(out);
        return;
      }
      const tx = db.transaction(names, 'readonly');
      for (const store of names) {
        const all = tx.objectStore(store).getAll();
        all.onsuccess = () => (out[store] = all.result);
      }
      tx.oncomplete = () => {
        db.close();
        resolve(out);
      };
      tx.onerror = () => reject(tx.error ?? new Error('could not read the saved data'));
    };
  });
}
