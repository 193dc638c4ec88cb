import { render, toPlainText } from '@react-email/render';
import type { ReactElement } from 'react';
import type { MailMessage } from './message';

// html-to-text's callbacks, typed only as far as these formatters use them.
type Node = { type: string; data?: string; children?: Node[]; attribs?: Record<string, string> };
type Builder = { addInline(text: string, options?: { noWordTransform?: boolean }): void };
type Walk = (nodes: Node[] | undefined, builder: Builder) => void;
type Formatter = (element: Node, walk: Walk, builder: Builder) => void;

const textOf = (node: Node): string => (node.type === 'text' ? (node.data ?? '') : (node.children ?? []).map(textOf).join(''));

/**
 * How links read in the text body. A link in a list of details reads "value (href)", the href left
 * out when it is the value itself; a call-to-action button reads "label: href", or only the href
 * when the text body gives the link a paragraph of its own.
 */
const formatters: Record<string, Formatter> = {
  linkInParens(element, walk, builder) {
    walk(element.children, builder);
    const href = element.attribs?.href;
    if (href && href !== textOf(element).trim()) builder.addInline(` (${href})`, { noWordTransform: true });
  },
  linkAfterLabel(element, walk, builder) {
    walk(element.children, builder);
    builder.addInline(`: ${element.attribs?.href ?? ''}`, { noWordTransform: true });
  },
  linkOnly(element, _walk, builder) {
    builder.addInline(element.attribs?.href ?? '', { noWordTransform: true });
  },
};

const textOptions = {
  formatters,
  selectors: [
    { selector: 'a', format: 'linkInParens' },
    { selector: 'a[data-text=after-label]', format: 'linkAfterLabel' },
    { selector: 'a[data-text=link-only]', format: 'linkOnly' },
    // A table of details reads one "Label: value" line a row.
    { selector: 'table.details', format: 'block', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'tr.detail', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: 'th.detail-label', format: 'inlineSurround', options: { suffix: ': ' } },
    // The footer reads as a signature block: "--", then the firm's lines.
    { selector: 'hr', format: 'blockString', options: { string: '--', leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: 'p.footer', format: 'block', options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
  ],
};

/**
 * Renders a template to the HTML and the text body of one message. React writes every value into the
 * HTML, so it escapes them all; the text body is read back from that same HTML (as render's plainText
 * option would, without a second render), so the two never differ.
 */
export async function renderMail(template: ReactElement, envelope: Omit<MailMessage, 'html' | 'text'>): Promise<MailMessage> {
  const html = await render(template);
  return { ...envelope, html, text: toPlainText(html, textOptions) };
}
