/** A session's transcript as a Markdown file (the chat view's Export). */
import type { MessageRole } from './chat';
import { CHAT_VIEW_TEXT } from './chat-view';
import { EXPORT_FILE_PREFIX, PRODUCT_NAME } from './constants';
import { pad2 } from './dates';

export interface TranscriptInput {
  title: string;
  mentorName: string;
  startedAt: string | null;
  createdAt: string;
  goalTitle?: string | null;
  messages: readonly { role: MessageRole; content: string; timestamp: string }[];
}

/** Local 'yyyy-mm-dd' of an ISO timestamp. */
function localDay(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;
}

/** Local 'yyyy-mm-dd hh:mm' of an ISO timestamp. */
function localDateTime(iso: string): string {
  const d = new Date(iso);
  return `${localDay(iso)} ${pad2(d.getHours())}:${pad2(d.getMinutes())}`;
}

/** The day a session is dated by: its first message, else its creation. */
function sessionDay(input: { startedAt: string | null; createdAt: string }): string {
  return localDay(input.startedAt ?? input.createdAt);
}

/** Export file name: 'mentorai-session-<yyyy-mm-dd>.md' (the session's local date). */
export function transcriptFileName(input: { startedAt: string | null; createdAt: string }): string {
  return `${EXPORT_FILE_PREFIX}-session-${sessionDay(input)}.md`;
}

/**
 * The session transcript as Markdown: title, mentor, date, linked goal, then each message under a
 * '### You' / '### {mentor}' heading with its time. Message text is kept as written.
 */
export function transcriptMarkdown(input: TranscriptInput): string {
  const lines: string[] = [
    `# ${input.title}`,
    '',
    `- Mentor: ${input.mentorName}`,
    `- Date: ${sessionDay(input)}`,
  ];
  const goal = input.goalTitle?.trim();
  if (goal) lines.push(`- Goal: ${goal}`);
  lines.push(`- Exported from ${PRODUCT_NAME}`, '');
  for (const message of input.messages) {
    const who = message.role === 'user' ? CHAT_VIEW_TEXT.you : input.mentorName;
    lines.push(`### ${who} · ${localDateTime(message.timestamp)}`, '', message.content.trim(), '');
  }
  if (input.messages.length === 0) lines.push('_No messages yet._', '');
  return lines.join('\n');
}
