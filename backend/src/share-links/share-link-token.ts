import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes (256 bits) as base64url: 43 characters, safe in a URL path as it is. */
export function newShareToken(): string {
  return randomBytes(32).toString('base64url');
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** Whether a text can be a token at all: anything else is answered 404 without asking the database. */
export function isShareTokenShaped(text: string): boolean {
  return TOKEN.test(text);
}

/** What is stored and looked up: the hex SHA-256 of the token. */
export function shareTokenHash(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
