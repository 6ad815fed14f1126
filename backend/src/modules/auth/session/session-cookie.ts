import type { CookieOptions, Request, Response } from 'express';

export const SESSION_COOKIE = 'll_session';
export const SESSION_DAYS = 30;

/** HttpOnly, SameSite=Lax, Secure whenever the request arrived over HTTPS (docs/architecture/overview.md, Security). */
function cookieOptions(req: Request): CookieOptions {
  return { httpOnly: true, sameSite: 'lax', secure: req.secure, path: '/' };
}

export function setSessionCookie(req: Request, res: Response, token: string): void {
  res.cookie(SESSION_COOKIE, token, { ...cookieOptions(req), maxAge: SESSION_DAYS * 24 * 60 * 60 * 1000 });
}

export function clearSessionCookie(req: Request, res: Response): void {
  res.clearCookie(SESSION_COOKIE, cookieOptions(req));
}
