// Test helper: a scripted browser SpeechRecognition for dictation tests (not used by the app).
import { act } from '@testing-library/react';
import { vi } from 'vitest';
import type { SpeechRecognitionLike, SpeechResultEventLike } from './use-dictation';

export class FakeRecognition implements SpeechRecognitionLike {
  static instances: FakeRecognition[] = [];
  /** start() throws, as a browser does when the microphone cannot be started. */
  static failStart = false;
  lang = '';
  continuous = true;
  interimResults = false;
  maxAlternatives = 5;
  onstart: (() => void) | null = null;
  onaudiostart: (() => void) | null = null;
  onresult: ((event: SpeechResultEventLike) => void) | null = null;
  onerror: ((event: { error?: string }) => void) | null = null;
  onend: (() => void) | null = null;
  started = false;
  stopped = false;
  constructor() {
    FakeRecognition.instances.push(this);
  }
  start() {
    if (FakeRecognition.failStart) throw new Error('InvalidStateError');
    this.started = true;
  }
  stop() {
    this.stopped = true;
  }
  abort() {
    this.stopped = true;
  }
  /** The browser says it is listening. */
  listen() {
    act(() => this.onstart?.());
  }
  /** Interim and final results, all of the utterance so far. */
  emit(parts: { text: string; final: boolean }[]) {
    const results = parts.map((p) => Object.assign([{ transcript: p.text }], { isFinal: p.final }));
    act(() => this.onresult?.({ resultIndex: 0, results }));
  }
  fail(error: string) {
    act(() => this.onerror?.({ error }));
  }
  end() {
    act(() => this.onend?.());
  }
}

/** Installs the fake as the browser's (prefixed) SpeechRecognition; returns the latest instance getter. */
export function installFakeRecognition(): () => FakeRecognition {
  FakeRecognition.instances = [];
  FakeRecognition.failStart = false;
  vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
  return () => FakeRecognition.instances[FakeRecognition.instances.length - 1] as FakeRecognition;
}
