import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

// A WebAuthn authenticator in software for the api's tests: it answers the server's options as a browser with a
// platform passkey would (an ES256 key pair per credential, "none" attestation, discoverable credentials), so the
// server's real checks (@simplewebauthn/server: challenge, origin, RP ID hash, flags, signature, counter) run on
// real answers. The browser tests use Chromium's virtual authenticator instead (e2e/two-factor.spec.ts).

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_BE = 0x08;
const FLAG_BS = 0x10;
const FLAG_AT = 0x40;

interface Credential {
  id: string;
  privateKey: KeyObject;
  rpId: string;
  userHandle: string;
  counter: number;
}

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

export class SoftAuthenticator {
  private readonly credentials: Credential[] = [];

  /** `origin`: where the "browser" runs (the clientDataJSON's origin). `counts`: a signature counter that moves. */
  constructor(
    private readonly origin: string,
    private readonly options: { counts?: boolean } = {},
  ) {}

  get credentialIds(): string[] {
    return this.credentials.map((c) => c.id);
  }

  private clientData(type: string, challenge: string, origin = this.origin): string {
    return isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** navigator.credentials.create() with these options: a new passkey for the options' user. */
  register(
    options: PublicKeyCredentialCreationOptionsJSON,
    tamper: { origin?: string; challenge?: string } = {},
  ): RegistrationResponseJSON {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const cose = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    const rawId = randomBytes(16);
    const id = isoBase64URL.fromBuffer(rawId);
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const credential: Credential = { id, privateKey, rpId, userHandle: options.user.id, counter: 0 };
    this.credentials.push(credential);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([FLAG_UP | FLAG_UV | FLAG_BE | FLAG_BS | FLAG_AT]),
      u32(0),
      Buffer.alloc(16), // AAGUID: none
      Buffer.from([0, rawId.length]),
      rawId,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]) as Parameters<typeof isoCBOR.encode>[0],
    );
    return {
      id,
      rawId: id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData(
          'webauthn.create',
          tamper.challenge ?? options.challenge,
          tamper.origin,
        ),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }

  /**
   * navigator.credentials.get() with these options: signs the challenge with the first passkey they allow (any of
   * ours when they name none, as a discoverable sign-in) or with `credentialId`.
   */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    choose: { credentialId?: string; userVerified?: boolean; origin?: string } = {},
  ): AuthenticationResponseJSON {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const credential = this.credentials.find(
      (c) =>
        (choose.credentialId === undefined || c.id === choose.credentialId) &&
        (!allowed || allowed.length === 0 || allowed.includes(c.id)),
    );
    if (!credential) throw new Error('no passkey of this authenticator fits the options');
    if (this.options.counts) credential.counter += 1;
    const uv = choose.userVerified ?? true;
    const authenticatorData = Buffer.concat([
      sha256(options.rpId ?? credential.rpId),
      Buffer.from([FLAG_UP | (uv ? FLAG_UV : 0) | FLAG_BE | FLAG_BS]),
      u32(credential.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, choose.origin);
    const signature = sign(
      'sha256',
      Buffer.concat([authenticatorData, sha256(isoBase64URL.toBuffer(clientDataJSON))]),
      credential.privateKey,
    );
    return {
      id: credential.id,
      rawId: credential.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
        signature: isoBase64URL.fromBuffer(signature),
        userHandle: credential.userHandle,
      },
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
    };
  }
}
