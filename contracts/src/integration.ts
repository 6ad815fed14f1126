/** docs/product/api.md, Calendar integration and Integrations. */
import type { IntegrationProvider } from './program';

export interface CalendarIntegration {
  id: string;
  provider: IntegrationProvider;
  isActive: boolean;
  /** True when no real credentials are configured: the UI labels it "Sandbox". */
  isSandbox: boolean;
  calendarName: string | null;
  lastSyncAt: string | null;
  calendarAppUrl: string | null;
  calendlyPlanType: string | null;
  supportsUtmTracking: boolean;
  connectedAt: string;
}

/** `POST /api/integrations/{google|calendly}/connect`: open this in a new tab. */
export interface ConnectIntegrationResponse {
  authUrl: string;
}

export interface SyncIntegrationResponse {
  eventsCount: number;
  weeksCovered: number;
}

/** A busy block: never titles or attendees. */
export interface CalendarEvent {
  start: string;
  end: string;
}

export interface CalendlyEventType {
  uri: string;
  name: string;
  schedulingUrl: string;
}

export interface CalendlyEventTypesResponse {
  collection: CalendlyEventType[];
}

/** `GET /api/integrations/{id}/affected-programs`: the programs disconnecting would pause (issue 12). */
export interface AffectedProgram {
  id: string;
  name: string;
  status: 'active' | 'paused';
}
