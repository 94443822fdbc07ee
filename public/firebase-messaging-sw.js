/*
 * The messaging service worker (spec §7 notes: /firebase-messaging-sw.js, scope /firebase-cloud-messaging-push-scope).
 * Its own scope keeps it apart from the app shell's worker at /, so neither update replaces the other.
 * FCM delivers a Web Push whose JSON holds `notification` { title, body, icon, image } and `data` (with `link`);
 * it is shown here without loading Firebase, so nothing comes from another origin.
 */
const FALLBACK_TITLE = 'Absensi PDAM Tirta Kencana';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readMessage(event) {
  try {
    const payload = event.data ? event.data.json() : {};
    const notification = payload.notification || {};
    const data = payload.data || {};
    return {
      title: notification.title || payload.title || FALLBACK_TITLE,
      body: notification.body || payload.body || '',
      icon: notification.icon || payload.icon || '/icon-192.png',
      image: notification.image || payload.image || undefined,
      data: { ...data, link: payload.link || data.link || (payload.fcmOptions && payload.fcmOptions.link) || '/' },
    };
  } catch {
    return { title: FALLBACK_TITLE, body: event.data ? event.data.text() : '', icon: '/icon-192.png', data: { link: '/' } };
  }
}

self.addEventListener('push', (event) => {
  const message = readMessage(event);
  event.waitUntil(
    self.registration.showNotification(message.title, { body: message.body, icon: message.icon, image: message.image, data: message.data, badge: '/icon-192.png' }),
  );
});

/** Opens the message's link, but only on this app's own origin; otherwise the app's start page. */
function sameOriginLink(link) {
  try {
    const url = new URL(link, self.location.origin);
    return url.origin === self.location.origin ? url.href : self.location.origin + '/';
  } catch {
    return self.location.origin + '/';
  }
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOriginLink((event.notification.data && event.notification.data.link) || '/');
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target) || windows[0];
      if (open) return open.focus().then((client) => (client && client.url !== target && 'navigate' in client ? client.navigate(target) : client));
      return self.clients.openWindow(target);
    }),
  );
});
