import { HERE, adjEvent } from './events';

/**
 * Game and backup files opened into Adjutant from outside the app: opened with it from the device's
 * files (the manifest's file_handlers, read from the page's launch queue) or shared to it from
 * another app (the manifest's share_target, kept by the service worker: public/share-target.js).
 * Either way they wait here for the home screen, which opens them as its own file picker does.
 */

/** What the browser gives for files opened with the app (the File Handling API), narrowed to what is used. */
export interface LaunchQueue {
  setConsumer(consumer: (params: { readonly files?: readonly { getFile(): Promise<File> }[] }) => void): void;
}

/** The cache public/share-target.js keeps shared files in. */
export const SHARED_CACHE = 'adjutant-shared-files';

/** The address the service worker sends a share to once its files are kept. */
export const SHARED_QUERY = 'shared';

/** Files waiting to be opened: the home screen takes them (`take`) and hears of new ones (`files` events). */
export class FileInbox extends EventTarget {
  private waiting: File[] = [];

  put(files: readonly File[]): void {
    if (files.length === 0) return;
    this.waiting.push(...files);
    this.dispatchEvent(adjEvent('files', undefined, HERE));
  }

  take(): File[] {
    const files = this.waiting;
    this.waiting = [];
    return files;
  }
}

export const inbox = new FileInbox();

/** Hands every file the app is opened with to `deliver`; nothing where the browser cannot open files with apps. Answers whether it can. */
export function receiveLaunches(queue: LaunchQueue | undefined, deliver: (files: File[]) => void): boolean {
  if (!queue) return false;
  queue.setConsumer((params) => {
    const handles = params.files ?? [];
    if (handles.length > 0) void Promise.all(handles.map((h) => h.getFile())).then(deliver);
  });
  return true;
}

/** The files of the last share, taken out of the service worker's cache once: a reload opens nothing twice. */
export async function takeShared(cacheStorage: CacheStorage): Promise<File[]> {
  if (!(await cacheStorage.has(SHARED_CACHE))) return [];
  const cache = await cacheStorage.open(SHARED_CACHE);
  const requests = [...(await cache.keys())].sort((a, b) => a.url.localeCompare(b.url, undefined, { numeric: true }));
  const files: File[] = [];
  for (const request of requests) {
    const response = await cache.match(request);
    if (!response) continue;
    const name = decodeURIComponent(response.headers.get('x-file-name') ?? 'shared.json');
    files.push(new File([await response.blob()], name, { type: response.headers.get('content-type') ?? 'application/json' }));
  }
  await cacheStorage.delete(SHARED_CACHE);
  return files;
}
