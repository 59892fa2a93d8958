import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { sendFailureToast } from './send-errors';

function serverError(code: string, message: string, httpStatus: number) {
  return TRPCClientError.from({
    error: { message, code: -32000, data: { code, httpStatus, path: 'chat.send' } },
  });
}

describe('sendFailureToast', () => {
  it('turns the session limit refusal into the spec toast', () => {
    expect(
      sendFailureToast(
        serverError('FORBIDDEN', 'Session limit reached. Please upgrade your subscription to continue.', 403),
      ),
    ).toEqual({
      title: 'Session limit reached',
      message: 'Please upgrade your subscription to continue',
    });
  });

  it("shows the server's message for other refusals", () => {
    const timeUp = 'This session has reached its 60-minute limit. Please start a new session.';
    expect(sendFailureToast(serverError('CONFLICT', timeUp, 409))).toEqual({
      title: 'Error',
      message: timeUp,
    });
    expect(
      sendFailureToast(
        serverError('TOO_MANY_REQUESTS', 'Too many requests. Please wait a moment and try again.', 429),
      )?.message,
    ).toBe('Too many requests. Please wait a moment and try again.');
    expect(sendFailureToast(serverError('BAD_REQUEST', 'Message cannot be empty', 400))?.message).toBe(
      'Message cannot be empty',
    );
  });

  it("falls back to 'Failed to send message' without a server answer", () => {
    expect(sendFailureToast(new TypeError('Failed to fetch'))).toEqual({
      title: 'Error',
      message: 'Failed to send message',
    });
    expect(sendFailureToast(TRPCClientError.from(new Error('Failed to fetch')))?.message).toBe(
      'Failed to send message',
    );
    expect(sendFailureToast('weird')?.message).toBe('Failed to send message');
  });
});
