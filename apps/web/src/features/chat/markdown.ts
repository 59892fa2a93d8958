/**
 * Closes Markdown left open by a reply that is still being written (an unfinished code fence, inline code or
 * bold), so half a reply does not flash raw markers. The saved reply is rendered as written.
 */
export function closeOpenMarkdown(text: string): string {
  const fences = text.match(/^\s*```/gm)?.length ?? 0;
  if (fences % 2 === 1) return `${text}\n\`\`\``;
  const withoutFenced = text.replace(/```[\s\S]*?```/g, '');
  const ticks = withoutFenced.match(/`/g)?.length ?? 0;
  if (ticks % 2 === 1) return `${text}\``;
  const withoutCode = withoutFenced.replace(/`[^`]*`/g, '');
  const bold = withoutCode.match(/\*\*/g)?.length ?? 0;
  if (bold % 2 === 0) return text;
  const trimmed = text.replace(/\s+$/, '');
  // '**' just opened with nothing after it yet: leave it out for now.
  return trimmed.endsWith('**') ? trimmed.slice(0, -2).trimEnd() : `${trimmed}**`;
}

/**
 * The URLs a reply's links may keep: http(s) and mailto only (anything else, javascript:, data:, relative, becomes
 * '' and the link is shown as plain text). Images are never loaded, so their URLs do not matter.
 */
export function safeLinkUrl(url: string): string {
  const trimmed = url.trim();
  return /^(https?:\/\/|mailto:)/i.test(trimmed) ? trimmed : '';
}

interface HastLike {
  type: string;
  value?: string;
  children?: HastLike[];
}

/** The text of a rendered Markdown node (a code block's, for its copy button). */
export function hastText(node: HastLike): string {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(hastText).join('');
}
