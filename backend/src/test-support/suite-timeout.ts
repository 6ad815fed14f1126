/**
 * Integration and HTTP suites may take 30 s per test or hook. A suite's setup starts an app on its
 * own database and drives real flows through it: on a loaded 2-core machine with the events in the
 * KurrentDB-protocol server that took over jest's 5 s default (a beforeAll in a CI run). A hung
 * test still fails, at 30 s. (Set here, not as a project's `testTimeout`: jest 30 reads that
 * option only from the top-level config, so in `projects` it is ignored.)
 */
jest.setTimeout(30_000);
