/**
 * The service worker of a deploy built with GATSBY_SERVICE_WORKER=off: it removes itself and
 * everything it stored. It has no fetch handler, so open pages load from the network at once; it does
 * not reload them, so a page that still registers it (an old copy) cannot start a reload loop.
 */
declare const self: ServiceWorkerGlobalScope;

async function removeWorkerAndCaches(): Promise<void> {
  await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  await self.registration.unregister();
}

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(removeWorkerAndCaches()));

// A module, so `self` above is this file's own declaration.
export {};
