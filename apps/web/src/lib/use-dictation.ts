import { DICTATION_LANG, MESSAGES, appendTranscript, dictationErrorMessage } from '@mentor/validation';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The parts of the Web Speech API's SpeechRecognition that dictation uses. */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  maxAlternatives: number;
  onstart: (() => void) | null;
  onaudiostart: (() => void) | null;
  onresult: ((event: SpeechResultEventLike) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export interface SpeechResultEventLike {
  resultIndex: number;
  results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal: boolean }>;
}

type SpeechRecognitionCtor = new () => SpeechRecognitionLike;

/** The browser's SpeechRecognition constructor (prefixed in Chromium and Safari), or null. */
export function speechRecognitionCtor(): SpeechRecognitionCtor | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as {
    SpeechRecognition?: SpeechRecognitionCtor;
    webkitSpeechRecognition?: SpeechRecognitionCtor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition ?? null;
}

type DictationState = 'idle' | 'initializing' | 'listening';

export interface DictationOptions {
  /** The current text; dictation appends to it. */
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  /** 'goal' uses the goal text box wording of the error messages (spec section 8). */
  variant?: 'default' | 'goal';
}

export interface Dictation {
  supported: boolean;
  state: DictationState;
  /** 'Initializing microphone…' / 'Listening… …' while active, else null. */
  status: string | null;
  /** The last error message (spec section 8 dictation wording), cleared when dictation starts again. */
  error: string | null;
  start: () => void;
  stop: () => void;
}

/**
 * Browser speech dictation (spec section 4 "Dictation"), used by the goal text box and the inspiration board: idle -> initializing -> listening, stopped on end, error
 * or stop. en-US, one utterance (it stops when the speaker pauses); interim and final transcripts are appended to
 * the text as it was when dictation started, cut to `maxLength`.
 */
export function useDictation({
  value,
  onChange,
  maxLength,
  variant = 'default',
}: DictationOptions): Dictation {
  const [supported] = useState(() => speechRecognitionCtor() !== null);
  const [state, setState] = useState<DictationState>('idle');
  const [error, setError] = useState<string | null>(null);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const latest = useRef({ value, onChange, maxLength, variant });
  latest.current = { value, onChange, maxLength, variant };

  const stop = useCallback(() => {
    const recognition = recognitionRef.current;
    recognitionRef.current = null;
    setState('idle');
    if (recognition) {
      try {
        recognition.stop();
      } catch {
        // already stopped
      }
    }
  }, []);

  const start = useCallback(() => {
    const Ctor = speechRecognitionCtor();
    if (!Ctor) {
      setError(MESSAGES.dictation.notSupported);
      return;
    }
    if (recognitionRef.current) return;
    setError(null);
    const base = latest.current.value;
    let recognition: SpeechRecognitionLike;
    try {
      recognition = new Ctor();
      recognition.lang = DICTATION_LANG;
      recognition.continuous = false;
      recognition.interimResults = true;
      recognition.maxAlternatives = 1;
    } catch {
      setError(MESSAGES.dictation.startFailed);
      return;
    }
    const isCurrent = () => recognitionRef.current === recognition;
    recognition.onstart = () => {
      if (isCurrent()) setState('listening');
    };
    recognition.onaudiostart = recognition.onstart;
    recognition.onresult = (event) => {
      if (!isCurrent()) return;
      let transcript = '';
      for (let i = 0; i < event.results.length; i += 1) {
        transcript += event.results[i]?.[0]?.transcript ?? '';
      }
      const { onChange, maxLength } = latest.current;
      onChange(appendTranscript(base, transcript, maxLength));
    };
    recognition.onerror = (event) => {
      if (!isCurrent()) return;
      // 'aborted' is our own stop.
      if (event.error !== 'aborted') setError(dictationErrorMessage(event.error, latest.current.variant));
      recognitionRef.current = null;
      setState('idle');
    };
    recognition.onend = () => {
      if (!isCurrent()) return;
      recognitionRef.current = null;
      setState('idle');
    };
    recognitionRef.current = recognition;
    setState('initializing');
    try {
      recognition.start();
    } catch {
      recognitionRef.current = null;
      setState('idle');
      setError(MESSAGES.dictation.startFailed);
    }
  }, []);

  // Leaving the screen ends dictation.
  useEffect(
    () => () => {
      const recognition = recognitionRef.current;
      recognitionRef.current = null;
      recognition?.abort();
    },
    [],
  );

  const status =
    state === 'initializing'
      ? MESSAGES.dictation.initializing
      : state === 'listening'
        ? MESSAGES.dictation.listening
        : null;
  return { supported, state, status, error, start, stop };
}
