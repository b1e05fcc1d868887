import type sanitizeHtml from 'sanitize-html';

// Any tag not allowed is dropped and its text kept; these are dropped with their content, since
// what they hold is code or markup that never reads as part of a message.
const droppedWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'title',
  'xmp',
  'noembed',
  'noframes',
  'head',
];

// Not an HTML tag: a tag renamed to it is unwrapped (dropped, its text kept).
const unwrap = 'specboard-unwrap';

/**
 * A comment's rich text as it may be kept and shown: the Tiptap composer's paragraphs, emphasis,
 * lists, quotes, code, links (http, https and mailto only, opening apart from the app) and
 * mention spans of the people the comment mentions. Everything else goes: scripts, styles,
 * frames, SVG, event handlers, `javascript:` and `data:` URLs. A mention span of someone not in
 * `mentionIds` becomes its plain text. sanitize-html (with its HTML and CSS parsers) is loaded by
 * the first comment rather than at every server start.
 */
export async function sanitizeCommentHtml(
  html: string,
  mentionIds: ReadonlySet<string>,
): Promise<string> {
  const { default: sanitizeHtml } = await import('sanitize-html');
  return sanitizeHtml(html, {
    allowedTags: [
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'ul',
      'ol',
      'li',
      'blockquote',
      'code',
      'pre',
      'a',
      'span',
    ],
    allowedAttributes: {
      a: ['href', 'rel', 'target'],
      span: ['data-type', 'data-id', 'data-label'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: {},
    allowedSchemesAppliedToAttributes: ['href'],
    allowProtocolRelative: false,
    disallowedTagsMode: 'discard',
    nonTextTags: droppedWithContent,
    enforceHtmlBoundary: false,
    transformTags: {
      a: (_tagName, attribs) => ({
        tagName: 'a',
        attribs: {
          ...(attribs.href ? { href: attribs.href } : {}),
          rel: 'noopener noreferrer nofollow',
          target: '_blank',
        },
      }),
      span: (_tagName, attribs): sanitizeHtml.Tag => {
        const id = attribs['data-id'];
        if (attribs['data-type'] !== 'mention' || !id || !mentionIds.has(id)) {
          return { tagName: unwrap, attribs: {} };
        }
        return {
          tagName: 'span',
          attribs: {
            'data-type': 'mention',
            'data-id': id,
            'data-label': attribs['data-label'] ?? '',
          },
        };
      },
    },
  });
}
