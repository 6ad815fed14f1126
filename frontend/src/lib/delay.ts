/** docs/product/limits-and-timings.md, Delays: the pauses the product makes on purpose. */
export const CARD_SETUP_DELAY_MS = 2000;
export const TRACKING_REDIRECT_DELAY_MS = 1000;

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
