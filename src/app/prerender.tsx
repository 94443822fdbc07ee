import { prerender } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './App';

/** The pages rendered to HTML when the app is built, so that they paint before any JavaScript has run. */
export const PRERENDERED_PATHS = ['/', '/login'] as const;

/**
 * The whole app as it renders at `path` for someone signed out, before anything on the phone is read: the markup
 * the browser then hydrates (src/main.tsx). Lazy pages are waited for.
 */
export async function renderPage(path: (typeof PRERENDERED_PATHS)[number]): Promise<string> {
  const { prelude } = await prerender(
    <Router ssrPath={path}>
      <App />
    </Router>,
  );
  return new Response(prelude).text();
}
