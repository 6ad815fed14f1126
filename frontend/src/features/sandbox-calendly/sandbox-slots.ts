/** The next `days` weekdays at 10:00, 11:30, 14:00 and 15:30 UTC: enough choice for a stand-in page. */
export function sandboxSlots(now: Date, days = 5): string[] {
  const slots: string[] = [];
  for (let offset = 1; slots.length < days * 4; offset++) {
    const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset));
    if (day.getUTCDay() === 0 || day.getUTCDay() === 6) continue;
    for (const [h, m] of [[10, 0], [11, 30], [14, 0], [15, 30]]) {
      slots.push(new Date(day.getTime() + (h * 60 + m) * 60_000).toISOString());
    }
  }
  return slots;
}

/** "15-minute-discovery-call" -> "15 Minute Discovery Call". */
export function meetingTypeName(slug: string): string {
  return slug.split('-').filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}
