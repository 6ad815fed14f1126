import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';

/*
 * For event-summary.coverage.spec.ts only (kept out of the build): every event type string the domain declares, read from its source.
 * An event type is the `type: '...'` literal of a type alias that is a member of a union named
 * `...Event` (CallEvent, ProgramEvent...) or the event argument of a `Decider<Command, Event, State>`
 * (UnattributedBookingRecorded has no union of its own). Commands are neither, so they are left out.
 */
export function domainEventTypes(domainDir: string): string[] {
  const literalOf = new Map<string, string>();
  const membersOf = new Map<string, string[]>();
  const roots = new Set<string>();
  for (const file of sourceFiles(domainDir)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isTypeAliasDeclaration(node)) {
        const name = node.name.text;
        const literal = typeLiteralOf(node.type);
        if (literal) literalOf.set(name, literal);
        const refs = referencesOf(node.type);
        if (refs.length > 0) membersOf.set(name, refs);
        if (name.endsWith('Event') && refs.length > 0) roots.add(name);
      }
      if (ts.isTypeReferenceNode(node) && node.typeName.getText() === 'Decider' && node.typeArguments?.length === 3) {
        for (const ref of referencesOf(node.typeArguments[1])) roots.add(ref);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  const types = new Set<string>();
  const seen = new Set<string>();
  const expand = (name: string): void => {
    if (seen.has(name)) return;
    seen.add(name);
    const literal = literalOf.get(name);
    if (literal) types.add(literal);
    else for (const member of membersOf.get(name) ?? []) expand(member);
  };
  roots.forEach(expand);
  return [...types].sort();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

/** `{ type: 'X'; ... }`, alone or in an intersection (`{ type: 'X' } & Card & {...}`). */
function typeLiteralOf(node: ts.TypeNode): string | null {
  if (ts.isIntersectionTypeNode(node)) return node.types.map(typeLiteralOf).find((t) => t !== null) ?? null;
  if (!ts.isTypeLiteralNode(node)) return null;
  for (const member of node.members) {
    if (ts.isPropertySignature(member) && member.name.getText() === 'type' && member.type && ts.isLiteralTypeNode(member.type) && ts.isStringLiteral(member.type.literal)) {
      return member.type.literal.text;
    }
  }
  return null;
}

/** The alias names a union (or a single reference) is made of. */
function referencesOf(node: ts.TypeNode): string[] {
  if (ts.isUnionTypeNode(node)) return node.types.flatMap(referencesOf);
  if (ts.isTypeReferenceNode(node) && !node.typeArguments) return [node.typeName.getText()];
  return [];
}
