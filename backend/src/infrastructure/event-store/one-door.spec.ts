import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import ts from 'typescript';

/*
 * One door to the log (docs/architecture/event-store.md): nothing outside the event-store adapters
 * reads or writes the `events` or `streams` tables, so the events can live in KurrentDB as well as
 * in PostgreSQL. Everything else goes through the EventStore port or a read model. This test fails
 * the build, naming file and line, when SQL elsewhere names either table.
 *
 * Only string and template literals are read (the TypeScript parser finds them), so comments and
 * identifiers never trip it; within a literal, a table counts only right after FROM, JOIN, INTO,
 * UPDATE, TRUNCATE or DELETE FROM, or in the comma list of a FROM or TRUNCATE. `event_log`,
 * `events.csv` or "recent events" in prose do not match.
 */
const BACKEND = join(__dirname, '../../..');
const SCANNED = ['src', 'cli', 'bench', 'test', 'tools'];
// The card race test holds a `streams` row lock (reads nothing) to make a PostgreSQL commit-order
// race happen on purpose (docs/architecture/money-movements.md).
const EXEMPT = ['src/infrastructure/event-store/', 'src/infrastructure/database/migrations/', 'src/modules/money-movements/card-race.int.spec.ts'];
const TABLES = new Set(['events', 'streams']);

export interface TableReference {
  file: string;
  line: number;
  table: string;
  sql: string;
}

/** A table name as SQL may spell it: `events`, `"events"`, `public.events`, `ONLY events`. */
const NAME = String.raw`(?:only\s+)?(?:"?\w+"?\.)?"?(\w+)"?`;
/** A table right after a keyword that takes one: `FROM events`, `JOIN streams s`, `DELETE FROM events`. */
const AFTER_KEYWORD = new RegExp(String.raw`\b(?:from|join|into|update|truncate(?:\s+table)?)\s+${NAME}(?![\w$.-])`, 'gi');
/** The rest of a FROM or TRUNCATE list: `FROM call_list c, events e WHERE` names `events` too. */
const LIST = /\b(?:from|truncate(?:\s+table)?)\s+([^;()]*?)(?=\b(?:where|join|inner|left|right|full|cross|natural|on|using|group|order|limit|offset|returning|union|having|window|for|restart|continue|cascade|restrict)\b|[;()]|$)/gi;
const LIST_ITEM = new RegExp(String.raw`^\s*${NAME}(?:\s+(?:as\s+)?\w+)?\s*$`, 'i');

/** The tables of TABLES that this piece of SQL (or any text) names as a table. */
export function tablesNamedIn(sql: string): string[] {
  const found = new Set<string>();
  for (const match of sql.matchAll(AFTER_KEYWORD)) if (TABLES.has(match[1].toLowerCase())) found.add(match[1].toLowerCase());
  for (const match of sql.matchAll(LIST)) {
    const items = match[1].split(',');
    if (items.length < 2) continue;
    for (const item of items.slice(1)) {
      const name = LIST_ITEM.exec(item)?.[1]?.toLowerCase();
      if (name && TABLES.has(name)) found.add(name);
    }
  }
  return [...found];
}

/** Every string or template literal of one source file that names `events` or `streams` as a table. */
export function tableReferences(file: string, source: string): TableReference[] {
  const sourceFile = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const references: TableReference[] = [];
  const check = (node: ts.Node, text: string) => {
    for (const table of tablesNamedIn(text)) {
      const line = sourceFile.getLineAndCharacterOfPosition(node.getStart(sourceFile)).line + 1;
      references.push({ file, line, table, sql: text.replace(/\s+/g, ' ').trim().slice(0, 160) });
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) check(node, node.text);
    else if (ts.isTemplateExpression(node)) {
      // Interpolations become a neutral word, so `FROM ${table}` is not read as naming anything.
      check(node, [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' x '));
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return references;
}

function typescriptFiles(dir: string): string[] {
  let entries: string[];
  try {
    entries = readdirSync(dir);
  } catch {
    return [];
  }
  return entries.flatMap((name) => {
    if (name === 'node_modules' || name === 'dist') return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return typescriptFiles(path);
    return path.endsWith('.ts') ? [path] : [];
  });
}

describe('one door to the log', () => {
  it('finds SQL naming the events or streams table, and nothing else', () => {
    const sample = [
      '// Nothing here reads from events: a comment is prose.',
      "const a = 'SELECT type, data FROM events WHERE stream_id = $1';",
      'const b = `SELECT 1 FROM "streams" s WHERE s.id = ${id}`;',
      'const c = `SELECT * FROM event_log l JOIN public.events e ON e.event_id = l.event_id`;',
      "const d = ['DELETE FROM Events', 'TRUNCATE event_log, streams', 'SELECT 1 FROM call_list c, events e'];",
      "const e = 'INSERT INTO events (stream_id) VALUES ($1)';",
      "const fine = ['SELECT * FROM event_log', 'events.csv', 'recent events', 'UPDATE event_log SET x = 1', 'FROM events_archive'];",
      'const f = `SELECT * FROM ${events} e`;',
      "const g = 'SELECT extract(epoch FROM recorded_at) FROM processor_records';",
    ].join('\n');
    expect(tableReferences('sample.ts', sample).map((r) => [r.line, r.table])).toEqual([
      [2, 'events'],
      [3, 'streams'],
      [4, 'events'],
      [5, 'events'],
      [5, 'streams'],
      [5, 'events'],
      [6, 'events'],
    ]);
  });

  it('no file outside the event-store adapters and the migrations names either table in SQL', () => {
    const files = SCANNED.flatMap((dir) => typescriptFiles(join(BACKEND, dir)))
      .map((path) => relative(BACKEND, path).split(sep).join('/'))
      .filter((file) => !EXEMPT.some((prefix) => file.startsWith(prefix)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.flatMap((file) => tableReferences(file, readFileSync(join(BACKEND, file), 'utf8')));
    expect(offenders.map((r) => `backend/${r.file}:${r.line} names "${r.table}": ${r.sql}`)).toEqual([]);
  });
});
