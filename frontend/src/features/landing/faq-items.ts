export interface FaqItem {
  question: string;
  answer: string;
}

/** docs/product/screens-and-routes.md, Landing page: 8 questions. Figures follow docs/product/money.md, Pricing and Fees. */
export const faqItems: FaqItem[] = [
  {
    question: 'How much does LeadLedger cost?',
    answer:
      'It is free to start, with no setup fee and no monthly fee. We charge 10% of each affiliate commission, only when you approve a call: a $100 commission adds a $10 fee, a $50 commission adds $5. No approved calls means no payouts and no fees.',
  },
  {
    question: 'When is my card charged?',
    answer:
      'Only when you approve a call. Your card on file is charged the commission plus the 10% platform fee as one itemized charge. If the card is declined, the call stays pending until you update your card and approve again, and nothing is credited to the affiliate in the meantime.',
  },
  {
    question: 'How long does setup take?',
    answer:
      'About 5 minutes. Create a merchant account, connect your calendar, add a payment card and create a program with your commission per approved call. You then get a signup link to share with affiliates.',
  },
  {
    question: 'Which calendars and scheduling tools can I connect?',
    answer:
      'Google Calendar, which powers our own booking page with 30-minute weekday slots, and Calendly, where tracking links send prospects to your existing scheduling page. More scheduling tools are planned.',
  },
  {
    question: 'How do you know which affiliate sent a booking?',
    answer:
      'Attribution happens on our server, not through cookies. Each click on a tracking link is recorded with its UTM parameters and a click id that travels with the visitor to your scheduling page and comes back with the booking. Booking links attach the affiliate\u2019s referral code directly.',
  },
  {
    question: 'What stops affiliates from sending fake or duplicate calls?',
    answer:
      'Every call waits for your approval, and you can reject calls with a reason. Bookings with the same customer email or phone number as another booking within 30 days are flagged as duplicates, so you can check before you pay.',
  },
  {
    question: 'What if a decision on a call turns out to be wrong?',
    answer:
      'Either side can raise a dispute within 30 days of the booking: merchants for calls they approved, affiliates for calls that were rejected. An administrator reviews each dispute, and an upheld dispute reverses the charge or the rejection. After 30 days, decisions are final.',
  },
  {
    question: 'How do affiliates get paid?',
    answer:
      'Affiliates are credited the full commission as soon as a call is approved. They can cash out instantly to a debit card for a flat $0.25 per payout. Joining a program is free.',
  },
];
