import type { ServerResponse } from 'node:http';
import type { RoutedRequest } from '../http/route-pattern';
import { httpRequestDuration } from './metrics.registry';

/** The label of a request no route matched (404s, static files, the frontend's index.html). */
export const UNMATCHED_ROUTE = '(unmatched)';

/**
 * The route pattern that answered (`/api/calls/:id/status`), known once the router matched it.
 * Never the raw URL: ids in it would make a new time series per call, merchant or payout.
 */
export function routeLabel(req: Pick<RoutedRequest, 'routePattern'>): string {
  return req.routePattern ?? UNMATCHED_ROUTE;
}

export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

/**
 * Times every request to its last byte. Registered first (create-app.ts) so static files, guards'
 * refusals and errors are timed too; the labels are read at the end, when the route is known.
 */
export function httpMetrics(req: RoutedRequest, res: ServerResponse, next: () => void): void {
  const stop = httpRequestDuration.startTimer();
  res.once('finish', () => {
    stop({ method: req.method, route: routeLabel(req), status_class: statusClass(res.statusCode) });
  });
  next();
}
