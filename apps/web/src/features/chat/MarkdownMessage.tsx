import { ActionIcon, Anchor, Box, CopyButton, Text, Tooltip, Typography } from '@mantine/core';
import { CHAT_VIEW_TEXT } from '@mentor/validation';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { memo } from 'react';
import Markdown, { type Components } from 'react-markdown';
import remarkGfm from 'remark-gfm';
import classes from './ChatView.module.css';
import { HighlightedCode } from './highlight/HighlightedCode';
import { closeOpenMarkdown, hastText, safeLinkUrl } from './markdown';

/**
 * Markdown (with GitHub's tables, task lists and strikethrough) without raw HTML: react-markdown turns any HTML in
 * the text into plain text (never elements; no rehype-raw). Links keep only http(s) and mailto URLs and open in a
 * new tab without a referrer; any other link (javascript:, data:, relative) is shown as its plain text. Images are
 * not loaded (their alt text is shown): a reply must not make the browser fetch arbitrary URLs. Code blocks have a
 * copy button, and a fence that names its language is highlighted (the highlighter loads only then); a wide table
 * scrolls sideways inside the bubble.
 */
const components: Components = {
  a: ({ href, children }) =>
    href ? (
      <Anchor href={href} target="_blank" rel="noopener noreferrer nofollow" inherit>
        {children}
      </Anchor>
    ) : (
      <Text span inherit>
        {children}
      </Text>
    ),
  img: ({ alt }) =>
    alt ? (
      <Text span inherit>
        [{alt}]
      </Text>
    ) : null,
  code: ({ className, children }) => {
    const language = /(?:^|\s)language-([\w+#-]+)/.exec(className ?? '')?.[1];
    return language && typeof children === 'string' ? (
      <HighlightedCode language={language} code={children} />
    ) : (
      <code className={className}>{children}</code>
    );
  },
  pre: ({ node, children }) => (
    <Box className={classes.codeBlock} data-testid="code-block">
      <CopyButton value={node ? hastText(node).replace(/\n$/, '') : ''} timeout={2000}>
        {({ copied, copy }) => (
          <Tooltip label={copied ? CHAT_VIEW_TEXT.copied : CHAT_VIEW_TEXT.copyCode} withArrow position="left">
            <ActionIcon
              className={`${classes.codeCopy} tap-target`}
              variant="subtle"
              color={copied ? 'teal' : 'gray'}
              size="sm"
              onClick={copy}
              aria-label={copied ? CHAT_VIEW_TEXT.copied : CHAT_VIEW_TEXT.copyCode}
            >
              {copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
      <pre>{children}</pre>
    </Box>
  ),
  table: ({ children }) => (
    // Focusable so a keyboard can scroll a table wider than the screen.
    <Box className={classes.tableScroll} tabIndex={0} role="region" aria-label={CHAT_VIEW_TEXT.tableRegion}>
      <table>{children}</table>
    </Box>
  ),
};

const remarkPlugins = [remarkGfm];

export interface MarkdownMessageProps {
  content: string;
  /** The reply is still being written: open Markdown is closed and a caret follows the text. */
  streaming?: boolean;
}

/** Memoised: while a reply streams, only its own Markdown is parsed again, not every message above it. */
export const MarkdownMessage = memo(function MarkdownMessage({
  content,
  streaming = false,
}: MarkdownMessageProps) {
  return (
    <Typography data-testid="markdown-message" data-streaming={streaming || undefined}>
      <Markdown
        components={components}
        remarkPlugins={remarkPlugins}
        urlTransform={safeLinkUrl}
        skipHtml={false}
      >
        {streaming ? closeOpenMarkdown(content) : content}
      </Markdown>
    </Typography>
  );
});
