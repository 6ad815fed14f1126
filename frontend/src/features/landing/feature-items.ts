import type { FeatureIconName } from './feature-icon';

export interface FeatureItem {
  icon: FeatureIconName;
  title: string;
  description: string;
}

/** Marketing claims allowed by docs/product/screens-and-routes.md, Landing page; attribution is server-side per docs/product/attribution-and-booking.md, Attribution. */
export const featureItems: FeatureItem[] = [
  {
    icon: 'target',
    title: 'Server-side UTM attribution',
    description:
      'Every click is recorded on our server with its UTM parameters and a click id that travels to your calendar, so bookings are credited correctly without relying on cookies.',
  },
  {
    icon: 'shield',
    title: 'Duplicate detection and approval',
    description:
      'Each call waits for your approval. Repeat bookings by the same email or phone within 30 days are flagged, so you can check a recycled call before anything is charged.',
  },
  {
    icon: 'chart',
    title: 'Call analytics',
    description:
      'See calls booked, approved, rejected and still undecided, the approval rate, spend and cost per approved call, per program, per affiliate and per week, for any period.',
  },
  {
    icon: 'sliders',
    title: 'Custom commission rates',
    description:
      'Set a fixed commission per approved call for each program: $50 for a free assessment, $100 or more for a high-ticket strategy session.',
  },
  {
    icon: 'bolt',
    title: 'Instant payouts',
    description:
      'Affiliates are credited the full commission on approval and cash out instantly to a debit card for $0.25 per payout. Fast money keeps your best partners sending.',
  },
  {
    icon: 'calendar',
    title: 'Calendar integrations',
    description:
      'Connect Google Calendar to use our booking page, or Calendly if you already book calls there. More scheduling tools are on the way.',
  },
];
