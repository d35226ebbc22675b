// Loaded into the service worker (vite.config.ts: workbox importScripts). A game or backup file shared
// to Adjutant from another app arrives as a POST to /share (the manifest's share_target); a page
// cannot read a POST, so the worker keeps the files in a cache of their own and sends the app to
// /?shared, where the page takes them out and opens them as Home's file picker does
// (src/ui/incoming-files.ts). The precache and every other request are left to the worker's routes.
/* global Response */

/** The cache the shared files wait in, one entry each, until the page takes them. */
var SHARED_CACHE = 'adjutant-shared-files';

/**
 * Keeps the files of a share in the cache, in place of any left from an earlier share, and answers
 * with the way to the page that opens them. A share with no file still goes to the app.
 */
async function receiveShare(request, cacheStorage) {
  var form = await request.formData();
  var files = form.getAll('file').filter(function (f) {
    return typeof f === 'object' && f !== null && 'name' in f;
  });
  await cacheStorage.delete(SHARED_CACHE);
  var cache = await cacheStorage.open(SHARED_CACHE);
  for (var i = 0; i < files.length; i++) {
    var file = files[i];
    await cache.put(
      '/shared-files/' + i,
      new Response(file, { headers: { 'content-type': file.type || 'application/json', 'x-file-name': encodeURIComponent(file.name) } }),
    );
  }
  return Response.redirect(new URL(files.length > 0 ? '/?shared' : '/', request.url).href, 303);
}

self.adjutantShare = { receiveShare: receiveShare, cache: SHARED_CACHE };

self.addEventListener('fetch', function (event) {
  var url = new URL(event.request.url);
  if (event.request.method !== 'POST' || url.origin !== self.location.origin || url.pathname !== '/share') return;
  event.respondWith(receiveShare(event.request, self.caches));
});
