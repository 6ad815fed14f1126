import type { IntegrationProvider } from '@leadledger/contracts/program';

export interface ProviderInfo {
  provider: IntegrationProvider;
  name: string;
  description: string;
  /** What the consent screen asks for; the sandbox consent page lists the same. */
  access: string[];
  /** Fallbacks of docs/product/messages.md, Failure toasts, when the server gives no message. */
  connectFailed: string;
  disconnectFailed: string;
}

export const PROVIDERS: ProviderInfo[] = [
  {
    provider: 'google',
    name: 'Google Calendar',
    description:
      'Affiliates share a booking link to your own booking page; busy times in your calendar stay unavailable and booked calls land in it.',
    access: [
      'See when you are busy in your primary calendar (free/busy only: never titles, guests or notes)',
      'Add booked calls to your calendar with a meeting link',
    ],
    connectFailed: 'Failed to connect to Google Calendar',
    disconnectFailed: 'Failed to remove integration',
  },
  {
    provider: 'calendly',
    name: 'Calendly',
    description:
      'Affiliates share a tracking link that leads to one of your Calendly meeting types; bookings come back attributed to them. Paid Calendly plans carry UTM tracking for 99% attribution accuracy.',
    access: [
      'Read your Calendly user profile',
      'List your meeting types',
      'Be notified when an invitee books or cancels (a webhook subscription)',
    ],
    connectFailed: 'Failed to connect to Calendly',
    disconnectFailed: 'Failed to remove Calendly integration',
  },
];

export function providerInfo(provider: string): ProviderInfo | undefined {
  return PROVIDERS.find((info) => info.provider === provider);
}
