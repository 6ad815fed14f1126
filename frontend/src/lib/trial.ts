/** docs/product/screen-states.md, Subscription: "1 day" or "N days". */
export function daysLeftText(daysLeft: number): string {
  return `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'}`;
}
