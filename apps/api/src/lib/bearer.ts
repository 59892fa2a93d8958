import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * A check that a request carries `token` as `Authorization: Bearer <token>`, compared in constant time (both sides
 * hashed first, so their lengths say nothing). For the routes that exist only behind a configured secret.
 */
export function bearerCheck(token: string): (req: FastifyRequest) => boolean {
  const expected = digest(token);
  return (req) => {
    const header = req.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    return timingSafeEqual(digest(given), expected);
  };
}
