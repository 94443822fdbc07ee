/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

interface ImportMetaEnv {
  /** Base URL of the API; the app's own origin when empty. */
  readonly VITE_API_BASE_URL?: string;
  /** '1' starts the Stately inspector in development. */
  readonly VITE_INSPECT?: string;
  /** Firebase Cloud Messaging (docs/push.md); push registration answers null at once without all of them. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
  readonly VITE_APP_VERSION?: string;
}
