import DOMPurify from 'dompurify';

const ALLOWED = {
  ALLOWED_TAGS: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote'],
  ALLOWED_ATTR: ['href'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:)/i,
};

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.hasAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * The server sanitizes announcements when they are stored; the app sanitizes again before showing them, so HTML
 * from any other API host cannot run script either.
 */
export const safeAnnouncementHtml = (html: string) =>
  DOMPurify.isSupported ? DOMPurify.sanitize(html, { ...ALLOWED, ADD_ATTR: ['target', 'rel'] }) : escapeHtml(html);

/** Where DOMPurify cannot work (a browser without the DOM APIs it needs) the markup is shown as text, never run. */
const escapeHtml = (html: string) => html.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const BLOCKS = 'p, li, h2, h3, h4, blockquote, br';

/** The announcement's words only, blocks separated by a space, for the card's excerpt. */
export function announcementText(html: string): string {
  if (!DOMPurify.isSupported) return html.replace(/<[^>]*>/g, ' ');
  // Parsed into a document of its own (DOMParser's are inert: nothing loads, nothing runs), after sanitizing.
  const { body } = new DOMParser().parseFromString(DOMPurify.sanitize(html, ALLOWED), 'text/html');
  for (const block of body.querySelectorAll(BLOCKS)) block.append(' ');
  return body.textContent ?? '';
}
