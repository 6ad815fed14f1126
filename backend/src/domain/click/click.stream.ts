/** Clicks are appended in batches, one stream per program (docs/architecture/event-store.md); the only place this name is spelled. */
export const clicksStream = (programId: string): string => `clicks-${programId}`;
