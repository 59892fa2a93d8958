import { DICTATION_LANG, HANDS_FREE_TEXT } from '@mentor/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { speechRecognitionCtor, type SpeechRecognitionLike } from '../../../lib/use-dictation';
import { transcribeRecording } from '../voice-api';
import { takeSentences } from './sentences';
import { SpeechQueue } from './speech-queue';
import { inSpokenOrder, joinUtterances } from './utterances';
import { startVad, type Vad } from './vad';

export type HandsFreeState =
  'loading' | 'listening' | 'hearing' | 'thinking' | 'speaking' | 'paused' | 'unsupported' | 'failed';

/** The reply being written, as useChat shows it. */
interface HandsFreeDraft {
  request: { kind: string; message: string; mode?: 'voice' };
  text: string;
  phase: 'thinking' | 'streaming' | 'stopped' | 'done';
}

export interface HandsFreeOptions {
  /** Sends what was said as the next message of the session (mode 'voice'). */
  send: (message: string) => void;
  /** Stops the reply being written, as Stop does (what was shown is saved). */
  stopReply: () => void;
  draft: HandsFreeDraft | null;
  generating: boolean;
  /** The server transcribes (else the browser's speech recognition listens, where there is one). */
  transcription: boolean;
  /** The server speaks (else the browser's speechSynthesis does). */
  providerSpeech: boolean;
}

export interface HandsFree {
  state: HandsFreeState;
  /** What was last heard (shown as 'You said …'). */
  heard: string | null;
  /** 'vad' (our VAD + the server's transcription) or 'browser' (the browser's speech recognition). */
  engine: 'vad' | 'browser' | null;
  muted: boolean;
  setMuted: (muted: boolean) => void;
}

/**
 * The hands-free voice conversation: listens (voice activity detection in the browser, or the browser's own speech
 * recognition when the server cannot transcribe), sends each utterance as a message, and speaks the reply sentence
 * by sentence while it streams. Speaking over the mentor stops the voice and the reply (barge-in) and the new
 * utterance is taken as the next message.
 */
export function useHandsFree(options: HandsFreeOptions): HandsFree {
  const [muted, setMutedState] = useState(false);
  const [listenerReady, setListenerReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const [hearing, setHearing] = useState(false);
  /** How many utterances are being transcribed. */
  const [transcribing, setTranscribing] = useState(0);
  const [speaking, setSpeaking] = useState(false);
  /** Our message is sent and its reply has not started to be spoken yet. */
  const [replyPending, setReplyPending] = useState(false);
  const [heard, setHeard] = useState<string | null>(null);
  const engine = options.transcription ? 'vad' : speechRecognitionCtor() ? 'browser' : null;

  const latest = useRef(options);
  latest.current = options;
  /** The message sent by voice whose reply is spoken, and how much of that reply has been queued. */
  const turn = useRef<{ message: string; taken: number; queue: SpeechQueue; finished: boolean } | null>(null);
  /** What was heard while the last reply was still stopping (all of it, joined): sent once it has. */
  const waiting = useRef<string | null>(null);

  const bargeIn = useCallback(() => {
    const current = turn.current;
    if (!current) return;
    current.queue.stop();
    current.finished = true;
    setReplyPending(false);
    if (latest.current.generating) latest.current.stopReply();
  }, []);

  const sendUtterance = useCallback((text: string) => {
    const message = text.trim();
    if (!message) return;
    if (latest.current.generating) {
      waiting.current = joinUtterances(waiting.current, message);
      setHeard(waiting.current);
      return;
    }
    setHeard(message);
    turn.current?.queue.stop();
    turn.current = {
      message,
      taken: 0,
      finished: false,
      queue: new SpeechQueue({
        providerSpeech: latest.current.providerSpeech,
        onSpeakingChange: (on) => {
          setSpeaking(on);
          if (on) setReplyPending(false);
        },
      }),
    };
    setReplyPending(true);
    latest.current.send(message);
  }, []);

  // A message heard while the previous reply was stopping goes out once it has stopped.
  useEffect(() => {
    if (!options.generating && waiting.current) {
      const message = waiting.current;
      waiting.current = null;
      sendUtterance(message);
    }
  }, [options.generating, sendUtterance]);

  // The reply to our message is spoken sentence by sentence as it streams.
  const { draft } = options;
  useEffect(() => {
    const current = turn.current;
    if (!current || current.finished || !draft) return;
    if (draft.request.kind !== 'send' || draft.request.message !== current.message) return;
    const final = draft.phase === 'done' || draft.phase === 'stopped';
    const { sentences, next } = takeSentences(draft.text, current.taken, final);
    current.taken = next;
    for (const sentence of sentences) current.queue.push(sentence);
    if (final) {
      current.finished = true;
      if (sentences.length === 0) setReplyPending(false);
    }
  }, [draft]);

  // Listening: the VAD (loaded now) with the server's transcription, or the browser's speech recognition.
  const vadRef = useRef<Vad | null>(null);
  const recognitionRef = useRef<SpeechRecognitionLike | null>(null);
  const mutedRef = useRef(false);
  useEffect(() => {
    let live = true;
    if (engine === 'vad') {
      const deliver = inSpokenOrder<string>((text) => live && sendUtterance(text));
      void Promise.resolve()
        .then(() =>
          startVad({
            onSpeechStart: () => {
              setHearing(true);
              bargeIn();
            },
            onMisfire: () => setHearing(false),
            onSpeechEnd: (wav) => {
              setHearing(false);
              setTranscribing((n) => n + 1);
              void deliver(transcribeRecording(wav)).finally(() => live && setTranscribing((n) => n - 1));
            },
          }),
        )
        .then((vad) => {
          if (!live) return void vad.destroy();
          vadRef.current = vad;
          setListenerReady(true);
        })
        .catch(() => live && setFailed(true));
    } else if (engine === 'browser') {
      const Recognition = speechRecognitionCtor()!;
      const recognition = new Recognition();
      recognition.lang = DICTATION_LANG;
      recognition.continuous = true;
      recognition.interimResults = true;
      recognition.maxAlternatives = 1;
      recognition.onstart = () => live && setListenerReady(true);
      recognition.onresult = (event) => {
        for (let i = event.resultIndex; i < event.results.length; i += 1) {
          const result = event.results[i]!;
          if (!result.isFinal) {
            setHearing(true);
            bargeIn();
            continue;
          }
          setHearing(false);
          sendUtterance(result[0]?.transcript ?? '');
        }
      };
      recognition.onerror = (event) => {
        if (event.error === 'not-allowed' || event.error === 'service-not-allowed') setFailed(true);
      };
      // The browser ends recognition after a while: it starts again while the conversation is open.
      recognition.onend = () => {
        if (live && !mutedRef.current) {
          try {
            recognition.start();
          } catch {
            setFailed(true);
          }
        }
      };
      recognitionRef.current = recognition;
      try {
        recognition.start();
      } catch {
        setFailed(true);
      }
    }
    return () => {
      live = false;
      void vadRef.current?.destroy();
      vadRef.current = null;
      recognitionRef.current?.abort();
      recognitionRef.current = null;
      turn.current?.queue.stop();
    };
  }, [engine, bargeIn, sendUtterance]);

  const setMuted = useCallback(
    (next: boolean) => {
      mutedRef.current = next;
      setMutedState(next);
      setHearing(false);
      if (next) {
        bargeIn();
        void vadRef.current?.pause();
        recognitionRef.current?.stop();
      } else {
        void vadRef.current?.start();
        try {
          recognitionRef.current?.start();
        } catch {
          // already listening
        }
      }
    },
    [bargeIn],
  );

  const state: HandsFreeState =
    engine === null
      ? 'unsupported'
      : failed
        ? 'failed'
        : !listenerReady
          ? 'loading'
          : muted
            ? 'paused'
            : hearing
              ? 'hearing'
              : speaking
                ? 'speaking'
                : transcribing > 0 || replyPending
                  ? 'thinking'
                  : 'listening';
  return { state, heard, engine, muted, setMuted };
}

/** The words shown for each state. */
export const STATE_LABELS: Record<HandsFreeState, string> = {
  loading: HANDS_FREE_TEXT.loading,
  listening: HANDS_FREE_TEXT.listening,
  hearing: HANDS_FREE_TEXT.hearing,
  thinking: HANDS_FREE_TEXT.thinking,
  speaking: HANDS_FREE_TEXT.speaking,
  paused: HANDS_FREE_TEXT.paused,
  unsupported: HANDS_FREE_TEXT.unsupported,
  failed: HANDS_FREE_TEXT.failed,
};
