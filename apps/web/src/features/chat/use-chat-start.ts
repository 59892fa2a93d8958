import type { MentorType } from '@mentor/validation';
import { useEffect, useRef } from 'react';
import { takeChatSeed } from './chat-seed';
import type { StartSessionOptions } from './use-chat';

export interface ChatStartRequests {
  /** The `goalId` search parameter: a goal's 'Start coaching session'. */
  goalId: string | null;
  /** The `new` search parameter: a 'Start new session' elsewhere in the app. */
  isNew: boolean;
  /** The open session, if any. */
  selectedId: string | null;
  chat: {
    startSession: (options?: StartSessionOptions) => void;
    mentorType: MentorType;
    changeMentorType: (type: MentorType) => void;
  };
  /** Puts text into the message box. */
  setText: (text: string) => void;
}

/**
 * What the chat view is opened with, each handled once: '/dashboard/chat?goalId=<id>' starts a session linked to
 * that goal, '/dashboard/chat?new' a session with the chosen mentor; the onboarding chat seed puts its text into
 * the message box, in a new session unless one is open or asked for. A seed that names a mentor starts the
 * session with that mentor, and the mentor picker follows (saved as the preference, as switching it does).
 */
export function useChatStartRequests({ goalId, isNew, selectedId, chat, setText }: ChatStartRequests): void {
  const { startSession, mentorType, changeMentorType } = chat;

  const startRequest = goalId ? `goal:${goalId}` : isNew ? 'new' : null;
  const handledStartRequest = useRef<string | null>(null);
  useEffect(() => {
    if (!startRequest || handledStartRequest.current === startRequest) return;
    handledStartRequest.current = startRequest;
    startSession(goalId ? { goalId } : {});
  }, [startRequest, goalId, startSession]);

  const seedHandled = useRef(false);
  useEffect(() => {
    if (seedHandled.current) return;
    seedHandled.current = true;
    const seed = takeChatSeed();
    if (!seed) return;
    setText(seed.text);
    if (selectedId || startRequest) return;
    if (seed.mentorType && seed.mentorType !== mentorType) changeMentorType(seed.mentorType);
    startSession(seed.mentorType ? { type: seed.mentorType } : {});
  }, [selectedId, startRequest, startSession, mentorType, changeMentorType, setText]);
}
