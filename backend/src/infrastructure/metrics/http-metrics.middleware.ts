import type { NextFunction, Request, Response } from 'express';
import { httpRequestDuration } from './metrics.registry';

/** The label of a request no route matched (404s, static files, the frontend's index.html). */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The route pattern that answered (`/api/calls/:id/status`), known once the router matched it.
 * Never the raw URL: ids in it would make a new time series per call, merchant or payout.
 */
export function routeLabel(req: Pick<Request, 'route' | 'baseUrl'>): string {
  const path: unknown = req.route?.path;
  if (typeof path !== 'string') return UNMATCHED_ROUTE;
  return `${req.baseUrl ?? ''}${path}` || '/';
}

export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

/**
 * Times every request to its last byte. Registered first (create-app.ts) so static files, guards'
 * refusals and errors are timed too; the labels are read at the end, when the route is known.
 */
export function httpMetrics(req: Request, res: Response, next: NextFunction): void {
  const stop = httpRequestDuration.startTimer();
  res.once('finish', () => {
    stop({ method: req.method, route: routeLabel(req), status_class: statusClass(res.statusCode) });
  });
  next();
}
