import { uncheckedScreens } from './accessibility';

/** After each journey file: every screen its visitors were shown was checked by axe (support/accessibility.ts). */
afterAll(() => {
  const missing = uncheckedScreens();
  if (missing.length > 0) throw new Error(`These screens were shown but never checked with axe (call expectAccessible on them):\n${missing.join('\n')}`);
});
