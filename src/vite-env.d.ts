/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the API; the app's own origin when empty. */
  readonly VITE_API_BASE_URL?: string;
  /** '1' starts the Stately inspector in development. */
  readonly VITE_INSPECT?: string;
}
