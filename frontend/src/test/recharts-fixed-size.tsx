import { cloneElement, type ReactElement } from 'react';

/**
 * recharts for component tests: jsdom has no layout, so a ResponsiveContainer would measure
 * 0 x 0 and draw nothing. Use as `jest.mock('recharts', () => jest.requireActual('<this file>').fixedSizeRecharts())`.
 */
export function fixedSizeRecharts(): object {
  const actual = jest.requireActual('recharts');
  return {
    ...actual,
    ResponsiveContainer: ({ children }: { children: ReactElement<{ width?: number; height?: number }> }) =>
      cloneElement(children, { width: 640, height: 240 }),
  };
}
