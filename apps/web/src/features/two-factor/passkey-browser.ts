import type { PasskeyAuthenticationResponse, PasskeyRegistrationResponse } from '@mentor/validation';
import { browserSupportsWebAuthn, startAuthentication, startRegistration } from '@simplewebauthn/browser';

// The browser's side of passkeys (@simplewebauthn/browser): the api's options in, the authenticator's answer out.
// Both are JSON that the two libraries type each their own way (@simplewebauthn/server's output, the browser
// library's input; the browser library's output, the api's input schema): they meet here, and the api checks
// every answer against its schema and then cryptographically.

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];
type RequestOptions = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/** Whether this browser can use passkeys at all (WebAuthn). */
export function passkeysSupported(): boolean {
  return browserSupportsWebAuthn();
}

/** navigator.credentials.create() with the api's registration options. */
export async function createPasskey(options: object): Promise<PasskeyRegistrationResponse> {
  const response = await startRegistration({ optionsJSON: options as CreationOptions });
  return response as PasskeyRegistrationResponse;
}

/** navigator.credentials.get() with the api's options (a sign-in, or the second step). */
export async function signWithPasskey(options: object): Promise<PasskeyAuthenticationResponse> {
  const response = await startAuthentication({ optionsJSON: options as RequestOptions });
  return response as PasskeyAuthenticationResponse;
}

/**
 * Whether the person closed or declined the browser's passkey prompt (or it timed out): nothing to report as a
 * failure, the page just stays as it was.
 */
export function passkeyDeclined(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return error.name === 'NotAllowedError' || error.name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED';
}
