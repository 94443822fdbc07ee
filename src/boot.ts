import '@unocss/reset/tailwind.css';
import 'virtual:uno.css';

/**
 * The page's only script tag. / and /login arrive rendered (src/app/prerender.tsx) and every path has its splash, so
 * the app's JavaScript is asked for once that has painted: on a slow line the HTML and CSS have the bandwidth first.
 */
// The styles are the HTML's own stylesheet link: the rendered page needs them to paint.
requestAnimationFrame(() => setTimeout(() => void import('./main')));
