/**
 * Every mail we send is written with `composeMail`, which holds the rules for text that people
 * wrote (names, workspace and project names, invitation messages, comments):
 * - the subject is one line (line breaks and control characters go) of at most 120 characters;
 * - a name inside a sentence is one line of at most 80 characters;
 * - a message is quoted, line by line, under "<Name> wrote:", so it reads as the sender's words;
 * - in the HTML body all of it is escaped;
 * - links and bare domains in people's text are defanged ("evil[.]example"), so that the only
 *   links a mail carries are the ones we put there.
 */
import type { MailMessage } from './mailer.ts';

export const maxSubjectLength = 120;
export const maxNameLength = 80;
export const maxQuoteLength = 2000;

/** Text someone wrote, shown inline (a name). */
export type UserText = { user: string };
/** A link of ours (the app, a sign-in page). */
export type OurLink = { link: string };
export type Segment = string | UserText | OurLink;
/** A paragraph of our words, names and links; or someone's message, quoted. */
export type Block = Segment[] | { quote: { author: string; words: string } };

const lineBreaks = /[\r\n\t\v\f\u0085\u2028\u2029]+/g;
// Other control characters, and the bidirectional overrides that make text read backwards.
const invisible = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The text on one line: breaks become spaces, control characters go, spaces collapse. */
export function oneLine(text: string): string {
  return text.replace(lineBreaks, ' ').replace(invisible, '').replace(/\s+/g, ' ').trim();
}

/** At most `max` characters (code points), the last one an ellipsis when cut. */
export function capped(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/**
 * Links in someone's words made inert: a scheme loses its "://" and a dot before a name loses
 * its power ("https[:]//evil[.]example"), so mail programs do not turn them into links.
 */
export function defangLinks(text: string): string {
  return text
    .replace(/\b([a-z][a-z0-9+.-]*):\/\//gi, '$1[:]//')
    .replace(/([\p{L}\p{N}_-])\.(?=\p{L}{2,})/gu, '$1[.]');
}

/** A name as it appears in a subject or a sentence: one line, capped, links defanged. */
export function nameInMail(name: string): string {
  return defangLinks(capped(oneLine(name), maxNameLength));
}

/** A subject: one line of at most 120 characters, names in it read by `nameInMail`. */
export function mailSubject(segments: Segment[]): string {
  return capped(oneLine(segments.map((s) => segmentText(s)).join('')), maxSubjectLength);
}

function quotedLines(words: string): string[] {
  const text = capped(
    words
      .replace(/\r\n?/g, '\n')
      .replace(/[\t\v\f\u0085\u2028\u2029]/g, ' ')
      .replace(/[^\S\n]+/g, ' ')
      .replace(/(?!\n)[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu, '')
      .trim(),
    maxQuoteLength,
  );
  return defangLinks(text).split('\n');
}

/** Someone's message in a plain-text body: "<Name> wrote:" and each line after "> ". */
export function quoteText(author: string, words: string): string {
  const lines = quotedLines(words).map((line) => (line ? `> ${line}` : '>'));
  return `${nameInMail(author)} wrote:\n${lines.join('\n')}`;
}

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to put in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c]!);
}

function segmentText(segment: Segment): string {
  if (typeof segment === 'string') return segment;
  return 'user' in segment ? nameInMail(segment.user) : segment.link;
}

function segmentHtml(segment: Segment): string {
  if (typeof segment === 'string') return escapeHtml(segment);
  if ('user' in segment) return `<strong>${escapeHtml(nameInMail(segment.user))}</strong>`;
  const href = escapeHtml(segment.link);
  return `<a href="${href}">${href}</a>`;
}

const paragraphHtml = (html: string) =>
  `<p style="margin:0 0 16px">${html.replace(/\n/g, '<br>')}</p>`;

function blockHtml(block: Block): string {
  if (Array.isArray(block)) return paragraphHtml(block.map(segmentHtml).join(''));
  const { author, words } = block.quote;
  const lines = quotedLines(words).map(escapeHtml).join('<br>');
  return (
    paragraphHtml(`${escapeHtml(nameInMail(author))} wrote:`) +
    '<blockquote style="margin:0 0 16px;padding:0 0 0 12px;border-left:3px solid #c4c9d0;' +
    `color:#3b424c">${lines}</blockquote>`
  );
}

function blockText(block: Block): string {
  if (Array.isArray(block)) return block.map(segmentText).join('');
  return quoteText(block.quote.author, block.quote.words);
}

/**
 * A mail in plain text and HTML from the same blocks. Only `{ link }` segments become links;
 * `{ user }` segments and quotes are people's words, read by the rules above.
 */
export function composeMail(input: {
  to: string;
  subject: Segment[];
  blocks: Block[];
}): MailMessage {
  return {
    to: input.to,
    subject: mailSubject(input.subject),
    text: input.blocks.map(blockText).join('\n\n'),
    html:
      '<!doctype html><html><body style="font:14px/1.5 system-ui,sans-serif;color:#1c2024">' +
      `${input.blocks.map(blockHtml).join('')}</body></html>`,
  };
}
