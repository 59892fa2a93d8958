import { describe, expect, it } from 'vitest';
import {
  MESSAGES,
  SESSION_LIMIT_BADGE,
  charCounterLabel,
  dictationErrorMessage,
  httpErrorMessage,
  isUnauthorizedMessage,
  sessionsRemainingLabel,
  showAllLabel,
  speechErrorMessage,
  transcriptionErrorMessage,
  trialDaysLeftLabel,
  voiceRecognizedBody,
} from './messages';

describe('MESSAGES', () => {
  it('holds the spec wording for key messages', () => {
    expect(MESSAGES.auth.inspirationUnauthorized).toBe(
      'Unauthorized: You are logged out. Logging in again...',
    );
    expect(MESSAGES.auth.passwordTooShort).toBe('Password must be at least 8 characters');
    expect(MESSAGES.chat.messageTooLong).toBe('Message must be at most 2000 characters');
    expect(MESSAGES.chat.sessionTimeUp).toBe(
      'This session has reached its 60-minute limit. Please start a new session.',
    );
    expect(MESSAGES.goals.descriptionTooLong).toBe('Description must be at most 1000 characters');
    expect(MESSAGES.inspiration.textTooLong).toBe('Text must be less than 1000 characters');
    expect(MESSAGES.support.successBody).toBe("We'll get back to you within 24 hours via email.");
    expect(MESSAGES.support.messageTooShort).toBe('Message must be at least 10 characters');
    expect(MESSAGES.trial.trialEnded).toBe("Your trial ended. You're on the Starter plan (5 sessions/month)");
    expect(MESSAGES.dictation.noSpeech).toBe("I didn't catch that—try again.");
    expect(MESSAGES.inspiration.stepsEmpty).toBe('No steps yet — add the first one above');
  });

  it('has no empty strings', () => {
    for (const group of Object.values(MESSAGES)) {
      for (const value of Object.values(group)) expect(String(value).length).toBeGreaterThan(0);
    }
  });
});

describe('sessionsRemainingLabel', () => {
  it('uses singular for one and plural otherwise', () => {
    expect(sessionsRemainingLabel(1)).toBe('1 session remaining this month');
    expect(sessionsRemainingLabel(0)).toBe('0 sessions remaining this month');
    expect(sessionsRemainingLabel(2)).toBe('2 sessions remaining this month');
  });

  it('exposes the limit badge', () => {
    expect(SESSION_LIMIT_BADGE).toBe('Session limit reached - Please upgrade');
  });
});

describe('trialDaysLeftLabel', () => {
  it('uses day or days', () => {
    expect(trialDaysLeftLabel(3)).toBe('3 days left in your Pro trial');
    expect(trialDaysLeftLabel(1)).toBe('1 day left in your Pro trial');
    expect(trialDaysLeftLabel(0)).toBe('0 days left in your Pro trial');
  });
});

describe('speech and dictation errors', () => {
  it('formats speech errors with the code or unknown', () => {
    expect(speechErrorMessage('network')).toBe('Speech error: network');
    expect(speechErrorMessage()).toBe('Speech error: unknown');
    expect(speechErrorMessage('')).toBe('Speech error: unknown');
  });

  it('maps dictation codes to both variants', () => {
    expect(dictationErrorMessage('not-allowed')).toBe(
      'Microphone permission denied. Allow access in browser settings.',
    );
    expect(dictationErrorMessage('not-allowed', 'goal')).toBe(
      'Microphone access denied. You can still type normally.',
    );
    expect(dictationErrorMessage('no-speech')).toBe("I didn't catch that—try again.");
    expect(dictationErrorMessage('no-speech', 'goal')).toBe("I didn't catch that—try speaking again.");
    expect(dictationErrorMessage('aborted')).toBe('Speech error: aborted');
    expect(dictationErrorMessage(undefined)).toBe('Speech error: unknown');
  });
});

describe('voiceRecognizedBody', () => {
  it('keeps text of up to 100 characters', () => {
    expect(voiceRecognizedBody('hello')).toBe('hello');
    const hundred = 'a'.repeat(100);
    expect(voiceRecognizedBody(hundred)).toBe(hundred);
  });

  it('clips longer text to 100 characters plus an ellipsis', () => {
    const body = voiceRecognizedBody('b'.repeat(101));
    expect(body).toBe(`${'b'.repeat(100)}…`);
  });
});

describe('transcriptionErrorMessage', () => {
  it('uses fixed texts for 413, 400, 500 and 401', () => {
    expect(transcriptionErrorMessage(413)).toBe('Audio file too large. Please record a shorter message.');
    expect(transcriptionErrorMessage(400, 'bad')).toBe('Invalid audio format. Please try recording again.');
    expect(transcriptionErrorMessage(500)).toBe(
      'Server error during transcription. Please try again in a moment.',
    );
    expect(transcriptionErrorMessage(401)).toBe(
      'Authentication error. Please refresh the page and try again.',
    );
  });

  it("otherwise uses the server's text, or a fallback", () => {
    expect(transcriptionErrorMessage(502, 'Upstream down')).toBe('Upstream down');
    expect(transcriptionErrorMessage(502, '')).toBe(MESSAGES.transcription.failedGeneric);
    expect(transcriptionErrorMessage(502)).toBe(MESSAGES.transcription.failedGeneric);
  });
});

describe('small labels', () => {
  it('formats counters and show-all', () => {
    expect(charCounterLabel(12)).toBe('12 / 2000');
    expect(charCounterLabel(3, 1000)).toBe('3 / 1000');
    expect(showAllLabel(5)).toBe('Show all 5');
  });

  it('builds generic API error messages and detects unauthorized ones', () => {
    expect(httpErrorMessage(404, '{"message":"Goal not found"}', 'Not Found')).toBe(
      '404: {"message":"Goal not found"}',
    );
    expect(httpErrorMessage(500, '', 'Internal Server Error')).toBe('500: Internal Server Error');
    expect(isUnauthorizedMessage('401: {"message":"Unauthorized"}')).toBe(true);
    expect(isUnauthorizedMessage('401: Forbidden')).toBe(false);
    expect(isUnauthorizedMessage('403: Unauthorized')).toBe(false);
  });
});
