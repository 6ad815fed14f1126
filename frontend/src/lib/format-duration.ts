/**
 * A wait as a person says it: "under a minute", "45 minutes", "2.5 hours", "3 days". One decimal
 * below ten of a unit, whole numbers above, so a median reads at a glance.
 */
export function formatDuration(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  const amount = (value: number, unit: string) => {
    const shown = value < 10 ? Math.round(value * 10) / 10 : Math.round(value);
    return `${shown} ${unit}${shown === 1 ? '' : 's'}`;
  };
  if (seconds < 3600) return amount(Math.round(seconds / 60), 'minute');
  if (seconds < 48 * 3600) return amount(seconds / 3600, 'hour');
  return amount(seconds / 86_400, 'day');
}
