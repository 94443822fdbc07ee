import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { startInspector } from './app/inspector';
import { registerAppShellWorker } from './pwa/appUpdate';
import { listenForInstallPrompt } from './pwa/installPrompt';

listenForInstallPrompt();
await startInspector();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
void registerAppShellWorker();
