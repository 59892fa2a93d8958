import {
  MESSAGES,
  RECORDING_SAMPLE_RATE,
  pickRecordingMimeType,
  voiceRecognizedBody,
} from '@mentor/validation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { notifyError, notifySuccess } from '../../lib/notify';
import { TranscriptionError, transcribeRecording } from './voice-api';

export type RecorderState = 'idle' | 'recording' | 'transcribing';

export interface VoiceRecorderOptions {
  /** A recording was transcribed to this (non-empty) text. */
  onTranscribed: (text: string) => void;
  /** Recording is about to start (e.g. to stop a reply being read aloud). */
  onStart?: () => void;
}

export interface VoiceRecorder {
  state: RecorderState;
  /** 'Recording… …' / 'Transcribing…' while busy, else null. */
  status: string | null;
  start: () => void;
  /** Ends the recording and sends it for transcription. */
  stop: () => void;
}

/** The microphone error message for a getUserMedia / MediaRecorder failure (spec section 8). */
function micErrorMessage(error: unknown): string {
  const name = error && typeof error === 'object' && 'name' in error ? String(error.name) : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return MESSAGES.transcription.micPermissionDenied;
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return MESSAGES.transcription.micNotFound;
    case 'SecurityError':
      return MESSAGES.transcription.micSecurity;
    default:
      return MESSAGES.transcription.micFailed;
  }
}

function micError(message: string): void {
  notifyError(MESSAGES.transcription.micErrorTitle, message, { id: 'voice-recording' });
}

function transcriptionFailed(message: string): void {
  notifyError(MESSAGES.transcription.failedTitle, message, { id: 'voice-recording' });
}

function releaseTracks(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/**
 * A recorded voice question (spec sections 4, 8 and 9 "Recording"): idle -> recording -> transcribing -> idle.
 * The microphone is asked with echo cancellation, noise suppression and 44100 Hz; MediaRecorder records in the
 * first preferred format the browser supports; the recording goes to `POST /api/voice/transcribe` and the text to
 * `onTranscribed`. Every failure is a toast. Leaving the screen ends the recording and releases the microphone.
 */
export function useVoiceRecorder({ onTranscribed, onStart }: VoiceRecorderOptions): VoiceRecorder {
  const [state, setState] = useState<RecorderState>('idle');
  const busy = useRef(false);
  const mounted = useRef(true);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const latest = useRef({ onTranscribed, onStart });
  latest.current = { onTranscribed, onStart };

  const finish = useCallback(() => {
    busy.current = false;
    if (mounted.current) setState('idle');
  }, []);

  const upload = useCallback(
    async (recording: Blob) => {
      if (recording.size === 0) {
        transcriptionFailed(MESSAGES.transcription.noAudio);
        finish();
        return;
      }
      try {
        const text = await transcribeRecording(recording);
        if (!mounted.current) return;
        if (text.length === 0) {
          transcriptionFailed(MESSAGES.transcription.noSpeech);
          return;
        }
        notifySuccess(MESSAGES.transcription.recognizedTitle, voiceRecognizedBody(text), {
          id: 'voice-recording',
        });
        latest.current.onTranscribed(text);
      } catch (error) {
        if (!mounted.current) return;
        transcriptionFailed(
          error instanceof TranscriptionError ? error.message : MESSAGES.transcription.failedGeneric,
        );
      } finally {
        finish();
      }
    },
    [finish],
  );

  const start = useCallback(() => {
    if (busy.current) return;
    if (globalThis.isSecureContext === false) {
      micError(MESSAGES.transcription.micSecurity);
      return;
    }
    const mediaDevices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
    if (typeof mediaDevices?.getUserMedia !== 'function' || typeof MediaRecorder === 'undefined') {
      micError(MESSAGES.transcription.micNotSupported);
      return;
    }
    busy.current = true;
    latest.current.onStart?.();
    void (async () => {
      let stream: MediaStream;
      try {
        stream = await mediaDevices.getUserMedia({
          audio: { echoCancellation: true, noiseSuppression: true, sampleRate: RECORDING_SAMPLE_RATE },
        });
      } catch (error) {
        busy.current = false;
        if (mounted.current) micError(micErrorMessage(error));
        return;
      }
      if (!mounted.current) {
        releaseTracks(stream);
        return;
      }
      const mimeType = pickRecordingMimeType((mime) => MediaRecorder.isTypeSupported(mime));
      let recorder: MediaRecorder;
      try {
        recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
      } catch (error) {
        releaseTracks(stream);
        busy.current = false;
        micError(micErrorMessage(error));
        return;
      }
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => {
        if (event.data.size > 0) chunks.push(event.data);
      };
      recorder.onstop = () => {
        releaseTracks(stream);
        if (streamRef.current === stream) streamRef.current = null;
        if (recorderRef.current !== recorder) return; // discarded (left the screen)
        recorderRef.current = null;
        const type = recorder.mimeType || mimeType || chunks[0]?.type || 'audio/webm';
        void upload(new Blob(chunks, { type }));
      };
      recorder.onerror = () => {
        if (recorderRef.current !== recorder) return;
        recorderRef.current = null;
        releaseTracks(stream);
        micError(MESSAGES.transcription.micFailed);
        finish();
      };
      recorderRef.current = recorder;
      streamRef.current = stream;
      try {
        recorder.start();
      } catch (error) {
        recorderRef.current = null;
        streamRef.current = null;
        releaseTracks(stream);
        busy.current = false;
        micError(micErrorMessage(error));
        return;
      }
      setState('recording');
    })();
  }, [upload, finish]);

  const stop = useCallback(() => {
    const recorder = recorderRef.current;
    if (!recorder || recorder.state === 'inactive') return;
    setState('transcribing');
    recorder.stop();
  }, []);

  // Leaving the screen ends a recording without sending it and releases the microphone.
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      const recorder = recorderRef.current;
      recorderRef.current = null;
      if (recorder && recorder.state !== 'inactive') {
        try {
          recorder.stop();
        } catch {
          // already stopped
        }
      }
      releaseTracks(streamRef.current);
      streamRef.current = null;
      busy.current = false;
    };
  }, []);

  const status =
    state === 'recording'
      ? MESSAGES.transcription.recording
      : state === 'transcribing'
        ? MESSAGES.transcription.transcribing
        : null;
  return { state, status, start, stop };
}
