
/**
 * Announcements are written by HR as HTML. Only text formatting and http(s)/mailto links are kept: scripts, event
 * attributes, styles, frames and javascript: URLs are removed before the text is stored.
 */
export async function sanitizeAnnouncementHtml(html: string): Promise<string> {
  // Loaded when HR first writes one: with its HTML and CSS parsers it is 17 MB a server otherwise never needs.
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, {
    allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4', 'blockquote'],
    allowedAttributes: { a: ['href', 'rel', 'target'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }) },
  });
}
