import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const SESSION_COOKIE = 'll_session';
export const SESSION_DAYS = 30;

/** HttpOnly, SameSite=Lax, Secure whenever the request arrived over HTTPS (docs/architecture/overview.md, Security). */
function cookieOptions(req: FastifyRequest): CookieSerializeOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.protocol === 'https', path: '/' };
}

export function setSessionCookie(req: FastifyRequest, res: FastifyReply, token: string): void {
  const seconds = SESSION_DAYS * 24 * 60 * 60;
  // Max-Age for browsers that read it, Expires for those that do not (both, as before).
  res.setCookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: seconds, expires: new Date(Date.now() + seconds * 1000) });
}

export function clearSessionCookie(req: FastifyRequest, res: FastifyReply): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
