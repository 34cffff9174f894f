/**
 * Who is calling and for which instance: the bearer id token is verified against the identity provider's
 * keys — issuer, audience, expiry, age and an allow-listed algorithm (RS256 only, so never `none`) — and its subject
 * is mapped to a Wharf user; the x-instance-id header names the current instance, which the user must belong to.
 */
import type { FastifyRequest } from 'fastify';
import { errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { INSTANCE_HEADER } from '@wharf/contract/paths.ts';
import { cleanText, isCleanText } from '@wharf/contract/text.ts';
import type { Queryable } from '../db/database.ts';
import { badRequest, forbidden, unauthorized } from './errors.ts';
import { isMember } from './services/instances.ts';
import { isSignedOut, tokenHash } from './services/signOuts.ts';
import { userForIdentity, type IdentityClaims, type User } from './services/users.ts';

/** A token whose iat is more than 24 hours old is invalid. */
const TOKEN_MAX_AGE = '24h';
const ALGORITHMS = ['RS256'];

export interface TokenCheck {
  issuer: string;
  audience: string;
  jwks: JWTVerifyGetKey;
  now: () => number;
}

/**
 * The user a verified token names. The provider's name and email are its users' own text, so characters the
 * database cannot store are cleaned rather than locking the person out of Wharf; the subject is an identity and is
 * never rewritten, so one that breaks the text rule names nobody.
 */
function claimsOf(payload: JWTPayload): VerifiedClaims {
  const emails = Array.isArray(payload.emails) ? (payload.emails as unknown[]) : [];
  const first = emails.find((value): value is string => typeof value === 'string');
  const rawEmail = first ?? (typeof payload.email === 'string' ? payload.email : undefined);
  const email = rawEmail === undefined ? '' : cleanText(rawEmail).trim();
  if (!payload.sub || !isCleanText(payload.sub) || !email) {
    throw unauthorized('The token does not name a user (sub and emails).');
  }
  const name = typeof payload.name === 'string' ? cleanText(payload.name).trim() : '';
  return {
    subject: payload.sub,
    email: email.toLowerCase(),
    name: name || email,
    expiresAt: payload.exp ?? 0,
  };
}

/** A verified token's user and when the token expires (seconds since the epoch, its `exp`). */
export interface VerifiedClaims extends IdentityClaims {
  expiresAt: number;
}

export const SIGNED_OUT_MESSAGE = 'You signed out of Wharf. Sign in again.';

export async function verifyIdToken(token: string, check: TokenCheck): Promise<VerifiedClaims> {
  try {
    const { payload } = await jwtVerify(token, check.jwks, {
      issuer: check.issuer,
      audience: check.audience,
      algorithms: ALGORITHMS,
      requiredClaims: ['sub', 'exp', 'iat'],
      maxTokenAge: TOKEN_MAX_AGE,
      currentDate: new Date(check.now()),
      clockTolerance: 5,
    });
    return claimsOf(payload);
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthorized('The sign-in has expired. Sign in again.');
    if (error instanceof errors.JOSEError) throw unauthorized('The bearer token is not valid.');
    throw error;
  }
}

export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header ? /^Bearer ([A-Za-z0-9._~+/=-]+)$/.exec(header.trim()) : null;
  if (!match?.[1]) throw unauthorized('Sign in first: the request has no bearer token.');
  return match[1];
}

export interface Caller {
  user: User;
  /** The token this call came with, as sign-out lists it (services/signOuts.ts), and when it expires. */
  session: { tokenHash: string; expiresAt: Date };
  /** The current instance (x-instance-id), already checked to be one of the user's; null when none was sent. */
  instanceId: number | null;
}

export function instanceHeader(request: FastifyRequest): number | null {
  const raw = request.headers[INSTANCE_HEADER];
  if (raw === undefined || raw === '') return null;
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^[1-9]\d{0,15}$/.test(value)) {
    throw badRequest(`${INSTANCE_HEADER}: Expected a positive integer instance id.`);
  }
  return Number(value);
}

export async function authenticate(
  request: FastifyRequest,
  db: Queryable,
  check: TokenCheck,
): Promise<Caller> {
  const token = bearerToken(request);
  const claims = await verifyIdToken(token, check);
  const hash = tokenHash(token);
  if (await isSignedOut(db, hash)) throw unauthorized(SIGNED_OUT_MESSAGE);
  const user = await userForIdentity(db, claims);
  const instanceId = instanceHeader(request);
  if (instanceId !== null && !(await isMember(db, user.id, instanceId))) {
    throw forbidden('You are not a member of this instance.');
  }
  return { user, instanceId, session: { tokenHash: hash, expiresAt: new Date(claims.expiresAt * 1000) } };
}

/**
 * For calls about one instance: the payload's instanceId must be the current instance of the header. Another
 * instance's id is refused as forbidden when the user is not its member, so the answer never confirms it exists.
 */
export async function requireInstance(
  db: Queryable,
  caller: Caller,
  payloadInstanceId?: number,
): Promise<number> {
  if (caller.instanceId === null) throw badRequest(`${INSTANCE_HEADER}: Required for this call.`);
  if (payloadInstanceId !== undefined && payloadInstanceId !== caller.instanceId) {
    if (!(await isMember(db, caller.user.id, payloadInstanceId))) {
      throw forbidden('You are not a member of this instance.');
    }
    throw badRequest(`instanceId: Does not match the ${INSTANCE_HEADER} header.`);
  }
  return caller.instanceId;
}
