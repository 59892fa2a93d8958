import { lazy, Suspense } from 'react';

export interface HighlightedCodeProps {
  /** The fence's language (```ts → 'ts'). */
  language: string;
  code: string;
}

function PlainCode({ language, code }: HighlightedCodeProps) {
  return <code className={`language-${language}`}>{code}</code>;
}

// The highlighter and its colours are a chunk of their own, loaded by the first code block a message shows (the
// chat never loads it otherwise). If it fails to load, code blocks stay plain.
const HighlightedCodeBody = lazy(() => import('./highlighter').catch(() => ({ default: PlainCode })));

/**
 * A fenced code block's code, coloured by highlight.js once its chunk has loaded (plain text until then, and for a
 * language it does not know). highlight.js escapes the code: its HTML holds only the code's text in `hljs-*` spans.
 */
export function HighlightedCode(props: HighlightedCodeProps) {
  return (
    <Suspense fallback={<PlainCode {...props} />}>
      <HighlightedCodeBody {...props} />
    </Suspense>
  );
}
