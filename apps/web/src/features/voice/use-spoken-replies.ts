import { useLocalStorage } from '@mantine/hooks';
import {
  DEFAULT_SPEECH_ENGINE,
  MESSAGES,
  SPEECH_ENGINES,
  STORAGE_KEYS,
  type SpeechEngine,
} from '@mentor/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError } from '../../lib/notify';
import {
  PlaybackCancelled,
  browserVoiceAvailable,
  playBrowserVoice,
  playProviderVoice,
} from './speech-playback';
import { replySpeechText } from './voice-api';

/** A finished reply of the open session (its stream is over and it is saved). */
export interface SpokenReplyCandidate {
  id: string;
  content: string;
}

export interface SpokenRepliesOptions {
  /** The open session, or null. */
  sessionId: string | null;
  /** The open session's finished assistant replies, oldest first. */
  replies: readonly SpokenReplyCandidate[];
  /** The open session's messages are loaded (the replies present then are history, never read). */
  ready: boolean;
  /** The server can speak (`voice.capabilities.speech`); false uses the browser voice. Null while unknown. */
  providerSpeech: boolean | null;
}

export interface SpokenReplies {
  voiceMode: boolean;
  setVoiceMode: (on: boolean) => void;
  engine: SpeechEngine;
  setEngine: (engine: SpeechEngine) => void;
  /** The engine reading a reply aloud right now, or null. */
  speaking: SpeechEngine | null;
  /** Stops the reply being read. */
  stop: () => void;
}

function parseEngine(value: string | undefined): SpeechEngine {
  return (SPEECH_ENGINES as readonly string[]).includes(value ?? '')
    ? (value as SpeechEngine)
    : DEFAULT_SPEECH_ENGINE;
}

/**
 * Spoken replies (spec sections 4, 8 and 9): with voice mode on, each new assistant reply (one finished after
 * voice mode was turned on or the session was opened, never the history) is read aloud once, in the provider's
 * voice (`/api/voice/speak`) or the browser's. A failing provider voice falls back to the browser voice; when that
 * fails too the toast is 'Audio Error', when the browser has none 'Speech Not Supported'. Turning voice mode off
 * stops playback. Both choices are kept in localStorage.
 */
export function useSpokenReplies({
  sessionId,
  replies,
  ready,
  providerSpeech,
}: SpokenRepliesOptions): SpokenReplies {
  const [voiceMode, setVoiceModeStored] = useLocalStorage<boolean>({
    key: STORAGE_KEYS.voiceMode,
    defaultValue: false,
    getInitialValueInEffect: false,
    serialize: (value) => String(value),
    deserialize: (value) => value === 'true',
  });
  const [engine, setEngineStored] = useLocalStorage<SpeechEngine>({
    key: STORAGE_KEYS.speechEngine,
    defaultValue: DEFAULT_SPEECH_ENGINE,
    getInitialValueInEffect: false,
    serialize: (value) => value,
    deserialize: parseEngine,
  });
  const [speaking, setSpeaking] = useState<SpeechEngine | null>(null);
  const playback = useRef<AbortController | null>(null);
  const latest = useRef({ engine, providerSpeech });
  latest.current = { engine, providerSpeech };

  const stop = useCallback(() => {
    playback.current?.abort();
    playback.current = null;
    setSpeaking(null);
  }, []);

  const speak = useCallback(async (markdown: string) => {
    const text = replySpeechText(markdown);
    playback.current?.abort();
    if (text.length === 0) return;
    const controller = new AbortController();
    playback.current = controller;
    const { signal } = controller;
    const current = () => playback.current === controller;

    const { engine: chosen, providerSpeech: canSpeak } = latest.current;
    if (chosen === 'provider' && canSpeak !== false) {
      try {
        setSpeaking('provider');
        await playProviderVoice(text, signal);
        if (current()) stopOwn();
        return;
      } catch (error) {
        if (error instanceof PlaybackCancelled || !current()) return;
        // The provider's voice failed: the browser's reads it instead.
      }
    }
    if (!browserVoiceAvailable()) {
      if (current()) stopOwn();
      notifyError(MESSAGES.speech.notSupportedTitle, MESSAGES.speech.notSupportedBody, {
        id: 'spoken-reply',
      });
      return;
    }
    try {
      setSpeaking('browser');
      await playBrowserVoice(text, signal);
      if (current()) stopOwn();
    } catch (error) {
      if (error instanceof PlaybackCancelled || !current()) return;
      stopOwn();
      notifyError(MESSAGES.speech.audioErrorTitle, MESSAGES.speech.audioErrorBody, { id: 'spoken-reply' });
    }

    function stopOwn() {
      playback.current = null;
      setSpeaking(null);
    }
  }, []);

  // Which replies have been seen: those present when voice mode came on or the session was opened, and those read.
  const seen = useRef<{ sessionId: string; ids: Set<string> } | null>(null);
  useEffect(() => {
    if (!voiceMode) {
      seen.current = null;
      return;
    }
    if (!ready || sessionId === null) return;
    const known = seen.current;
    if (!known || known.sessionId !== sessionId) {
      seen.current = { sessionId, ids: new Set(replies.map((r) => r.id)) };
      return;
    }
    const fresh = replies.filter((r) => !known.ids.has(r.id));
    if (fresh.length === 0) return;
    for (const reply of fresh) known.ids.add(reply.id);
    const newest = fresh[fresh.length - 1];
    if (newest) void speak(newest.content);
  }, [voiceMode, ready, sessionId, replies, speak]);

  const setVoiceMode = useCallback(
    (on: boolean) => {
      if (!on) stop();
      setVoiceModeStored(on);
    },
    [setVoiceModeStored, stop],
  );

  // Leaving the chat stops the reply being read.
  useEffect(() => () => playback.current?.abort(), []);

  return { voiceMode, setVoiceMode, engine, setEngine: setEngineStored, speaking, stop };
}
