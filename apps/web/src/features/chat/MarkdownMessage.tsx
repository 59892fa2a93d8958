import { Anchor, Text, Typography } from '@mantine/core';
import Markdown, { type Components } from 'react-markdown';
import { closeOpenMarkdown } from './markdown';

/**
 * Markdown without raw HTML: react-markdown turns any HTML in the text into plain text (never elements), and
 * link URLs go through its safe URL transform (no javascript:). Images are not loaded (their alt text is shown):
 * a reply must not make the browser fetch arbitrary URLs. Links open in a new tab without a referrer.
 */
const components: Components = {
  a: ({ href, children }) => (
    <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow" inherit>
      {children}
    </Anchor>
  ),
  img: ({ alt }) =>
    alt ? (
      <Text span inherit>
        [{alt}]
      </Text>
    ) : null,
};

export interface MarkdownMessageProps {
  content: string;
  /** The reply is still being written: open Markdown is closed and a caret follows the text. */
  streaming?: boolean;
}

export function MarkdownMessage({ content, streaming = false }: MarkdownMessageProps) {
  return (
    <Typography data-testid="markdown-message" data-streaming={streaming || undefined}>
      <Markdown components={components} skipHtml={false}>
        {streaming ? closeOpenMarkdown(content) : content}
      </Markdown>
    </Typography>
  );
}
