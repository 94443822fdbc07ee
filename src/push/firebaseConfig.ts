/** Firebase settings from the build's environment (docs/push.md); without all of them push is standard Web Push. */
export const firebaseConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY ?? '',
  projectId: import.meta.env.VITE_FIREBASE_PROJECT_ID ?? '',
  messagingSenderId: import.meta.env.VITE_FIREBASE_MESSAGING_SENDER_ID ?? '',
  appId: import.meta.env.VITE_FIREBASE_APP_ID ?? '',
};
export const vapidKey: string = import.meta.env.VITE_FIREBASE_VAPID_KEY ?? '';

export const isFirebaseConfigured = () => Object.values(firebaseConfig).every(Boolean) && Boolean(vapidKey);
