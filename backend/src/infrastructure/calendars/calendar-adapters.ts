import { type Clock, systemClock } from '../clock/clock';
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
 * Each provider is real when its OAuth client is configured and the sandbox otherwise (DESIGN.md
 * 7), independently: a merchant may try Calendly for real while Google stays in the sandbox. Half
 * a configuration is refused at start rather than found out at a merchant's first connect.
 */
export function calendarAdaptersFromEnvironment(
  env: Record<string, string | undefined> = process.env,
  sandbox: SandboxOptions = {},
  clock: Clock = systemClock,
): CalendarAdapters {
  const google = clientCredentials(env, 'GOOGLE');
  const calendly = clientCredentials(env, 'CALENDLY');
  return {
    calendarService: google ? new GoogleCalendar({ ...google, clock }) : new SandboxGoogleCalendar(sandbox, clock),
    schedulingTool: calendly ? new CalendlyScheduling({ ...calendly, clock }) : new SandboxCalendly(sandbox, clock),
  };
}

function clientCredentials(env: Record<string, string | undefined>, prefix: string): { clientId: string; clientSecret: string } | null {
  const clientId = env[`${prefix}_CLIENT_ID`]?.trim();
  const clientSecret = env[`${prefix}_CLIENT_SECRET`]?.trim();
  if (!clientId && !clientSecret) return null;
  if (!clientId || !clientSecret) throw new Error(`Set both ${prefix}_CLIENT_ID and ${prefix}_CLIENT_SECRET, or neither for the sandbox`);
  return { clientId, clientSecret };
}
