import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, clearOfflineCopiesWhenSignedOut } from './app/App';
import { startInspector } from './app/inspector';
import { listenForInstallPrompt } from './pwa/installPrompt';

listenForInstallPrompt();
clearOfflineCopiesWhenSignedOut();
await startInspector();
const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// / and /login arrive rendered at build time (src/app/prerender.tsx): React takes that markup over; other paths get
// the splash, which it replaces.
if (root.dataset.prerendered === location.pathname) hydrateRoot(root, app);
else createRoot(root).render(app);
