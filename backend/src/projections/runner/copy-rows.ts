import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PoolClient } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';

/** A column value as COPY's text format takes it: null is NULL, objects are written as JSON. */
export type CopyValue = string | number | boolean | Date | null | undefined | object;

/** Rows per chunk handed to the connection: bounds the size of one string without many small writes. */
const ROWS_PER_CHUNK = 500;

/**
 * Loads `rows` into `table` (unqualified: the transaction's search path picks the copy) with one
 * `COPY ... FROM STDIN` in `tx`, the bulk path of a rebuild's fresh copy (Projection.load,
 * docs/operations/benchmarks.md, Rebuild). Unlike `INSERT ... ON CONFLICT`, a row whose key is
 * already there fails the whole statement: only for a copy known to hold none of these rows.
 * Triggers and checks fire as for an INSERT (the ledger's balance check included).
 */
export async function copyRows(tx: PoolClient, table: string, columns: readonly string[], rows: readonly (readonly CopyValue[])[]): Promise<void> {
  await copyLines(tx, table, columns, rows, copyLine);
}

/** `copyRows` for a caller that writes its own lines (copyLine's format, `copyField` for each value): a hot read model skips the generic row arrays. */
export async function copyLines<Row>(tx: PoolClient, table: string, columns: readonly string[], rows: readonly Row[], line: (row: Row) => string): Promise<void> {
  if (rows.length === 0) return;
  const statement = copyFrom(`COPY ${table} (${columns.join(', ')}) FROM STDIN`);
  await pipeline(Readable.from(chunks(rows, line)), tx.query(statement));
}

function* chunks<Row>(rows: readonly Row[], line: (row: Row) => string): Generator<string> {
  for (let start = 0; start < rows.length; start += ROWS_PER_CHUNK) {
    let text = '';
    for (let i = start; i < Math.min(start + ROWS_PER_CHUNK, rows.length); i++) text += line(rows[i]);
    yield text;
  }
}

/** One line of COPY's text format: fields split by tabs, `\N` for NULL, the line ended by a newline. */
export function copyLine(row: readonly CopyValue[]): string {
  let line = '';
  for (let i = 0; i < row.length; i++) line += (i === 0 ? '' : '\t') + copyField(row[i]);
  return `${line}\n`;
}

/** Backslash, tab, newline and carriage return are the only characters the text format needs escaped. */
const SPECIAL = /[\\\t\n\r]/;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

export function copyField(value: CopyValue): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  const text = typeof value === 'string' ? value : value instanceof Date ? value.toISOString() : JSON.stringify(value);
  return SPECIAL.test(text) ? text.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]) : text;
}
