import hljs from 'highlight.js/lib/core';
import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import diff from 'highlight.js/lib/languages/diff';
import go from 'highlight.js/lib/languages/go';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import markdown from 'highlight.js/lib/languages/markdown';
import python from 'highlight.js/lib/languages/python';
import rust from 'highlight.js/lib/languages/rust';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { useMemo } from 'react';
import type { HighlightedCodeProps } from './HighlightedCode';
import './highlight.css';

// The highlighter's own chunk: loaded (with its colours) by a code block's first render, never by the chat itself.
// highlight.js core with the languages a mentor's reply is likely to show; each registers its usual aliases
// (js, ts, py, sh, html, yml…), so a fence's language names it as people write it.
const LANGUAGES = {
  bash,
  css,
  diff,
  go,
  java,
  javascript,
  json,
  markdown,
  python,
  rust,
  shell,
  sql,
  typescript,
  xml,
  yaml,
};
for (const [name, language] of Object.entries(LANGUAGES)) hljs.registerLanguage(name, language);

/**
 * The code as highlighted HTML (escaped text in `hljs-*` spans), or null when the language is not one we
 * register (the block stays plain text).
 */
function highlightCode(code: string, language: string): string | null {
  if (!hljs.getLanguage(language)) return null;
  return hljs.highlight(code, { language, ignoreIllegals: true }).value;
}

/** A code block's code, highlighted (plain for a language not registered). */
export default function HighlightedCodeBody({ language, code }: HighlightedCodeProps) {
  const html = useMemo(() => highlightCode(code, language.toLowerCase()), [code, language]);
  if (html === null) return <code className={`language-${language}`}>{code}</code>;
  return (
    <code
      className={`hljs language-${language}`}
      data-highlighted="yes"
      // highlight.js output: the code's own text, escaped, in spans of its classes.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
