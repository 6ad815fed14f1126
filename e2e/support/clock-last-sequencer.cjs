const { dirname, basename } = require('node:path');

// jest's own sequencer, found where jest itself finds it (it is not a dependency of ours).
const Sequencer = require(require.resolve('@jest/test-sequencer', { paths: [dirname(require.resolve('@jest/core'))] })).default;

/**
 * Journeys that move the app's clock (POST /api/sandbox/clock). All journeys share one app, and its
 * clock never goes back: a journey run after the move would see the app days ahead (another
 * statement month, bookings counted from a later "now"), so these run last.
 */
const MOVES_THE_CLOCK = new Set(['deadlines.browser.ts']);

/** jest's order (failed first, then slowest first), with the journeys that move the clock at the end. */
class ClockLastSequencer extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    const movesClock = (test) => MOVES_THE_CLOCK.has(basename(test.path));
    return [...sorted.filter((t) => !movesClock(t)), ...sorted.filter(movesClock)];
  }
}

module.exports = ClockLastSequencer;
