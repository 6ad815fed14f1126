/** A message sent from the contact page (issue 12); it reaches the admins' inbox. */
export type ContactMessageReceived = {
  type: 'ContactMessageReceived';
  messageId: string;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
  /** The signed-in sender, when there was one. */
  senderUserId: string | null;
  receivedAt: string;
};

/** An admin dealt with it (replied by email, fixed the account...): the admin is the event's actor. */
export type ContactMessageHandled = {
  type: 'ContactMessageHandled';
  messageId: string;
  handledBy: string;
  handledAt: string;
};

export type ContactEvent = ContactMessageReceived | ContactMessageHandled;

export const CONTACT_TOPICS = ['billing', 'payouts', 'calls', 'account', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];
