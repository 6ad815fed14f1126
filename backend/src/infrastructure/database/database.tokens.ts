/** Injection tokens for the database layer. */
export const PG_POOL = Symbol('PgPool');
export const APP_CONFIG = Symbol('AppConfig');
/** Connections whose commits do not wait for the disk: for counters that may lose a few hits in a crash. */
export const PG_FAST_POOL = Symbol('PgFastPool');
