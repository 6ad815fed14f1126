import { type Clock, systemClock } from '../clock/clock';
import { EnvironmentReader, type RawEnvironment } from '../config/environment-reader';
import { InvalidEnvironment } from '../config/environment';
import { processEnvironment } from '../config/process-environment';
import { type OAuthClient, readOAuthClient } from '../config/service-settings';
import type { CalendarService, SchedulingTool } from './calendar.port';
import { CalendlyScheduling } from './calendly.calendar';
import { GoogleCalendar } from './google.calendar';
import { SandboxCalendly } from './sandbox-calendly.calendar';
import { SandboxGoogleCalendar } from './sandbox-google.calendar';
import type { SandboxOptions } from './sandbox-oauth';

export interface CalendarAdapters {
  calendarService: CalendarService;
  schedulingTool: SchedulingTool;
}

/**
 * Each provider is real when its OAuth client is configured and the sandbox otherwise (README.md,
 * Configuration), independently: a merchant may try Calendly for real while Google stays in the
 * sandbox. Half a configuration is refused (config/service-settings.ts); without `env`, the
 * clients come from the environment main.ts validated at start.
 */
export function calendarAdaptersFromEnvironment(env?: RawEnvironment, sandbox: SandboxOptions = {}, clock: Clock = systemClock): CalendarAdapters {
  const { google, calendly } = env ? clientsOf(env) : processEnvironment();
  return {
    calendarService: google ? new GoogleCalendar({ ...google, clock }) : new SandboxGoogleCalendar(sandbox, clock),
    schedulingTool: calendly ? new CalendlyScheduling({ ...calendly, clock }) : new SandboxCalendly(sandbox, clock),
  };
}

function clientsOf(env: RawEnvironment): { google: OAuthClient | null; calendly: OAuthClient | null } {
  const reader = new EnvironmentReader(env);
  const clients = { google: readOAuthClient(reader, 'GOOGLE'), calendly: readOAuthClient(reader, 'CALENDLY') };
  if (reader.problems.length > 0) throw new InvalidEnvironment(reader.problems);
  return clients;
}
