import type { AnchorHTMLAttributes } from 'react';
import Markdown from 'react-markdown';

/** A link in an answer leaves the console in a new tab, giving the page it opens no hold on this one. */
function AnswerLink({ node: _node, ...props }: AnchorHTMLAttributes<HTMLAnchorElement> & { node?: unknown }) {
  return <a {...props} target="_blank" rel="noopener noreferrer" />;
}

/**
 * An entry's markdown answer (QnABot's alt.markdown), rendered. No rehype-raw: raw HTML in the text is never turned
 * into elements (react-markdown drops it), and unsafe link protocols (javascript:) are emptied by its default.
 * Its own chunk, loaded only when an answer has markdown.
 */
export default function MarkdownAnswer({ markdown }: { markdown: string }) {
  return <Markdown components={{ a: AnswerLink }}>{markdown}</Markdown>;
}
