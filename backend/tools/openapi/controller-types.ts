import ts from 'typescript';

/** What the TypeScript source says about one endpoint that Nest's metadata cannot: its answer and its query. */
export interface EndpointSource {
  /** `<ControllerClass>_<method>`, the operation id the API document gives it. */
  operationId: string;
  /** The first paragraph of the method's doc comment, if any. */
  summary?: string;
  /** The declared answer, Promise<…> unwrapped; absent when the method answers nothing (void). */
  response?: ts.TypeNode;
  /** `@Query('name') value: T`: each named query parameter with its declared type. */
  namedQuery: { name: string; type?: ts.TypeNode }[];
  /** `@Query() query: SomeDto`: the validated class the whole query string is read into. */
  queryClass?: string;
}

const HTTP_METHODS = new Set(['Get', 'Post', 'Put', 'Patch', 'Delete']);

/** Every endpoint method of every `@Controller` class in `files`. */
export function endpointSources(program: ts.Program, files: string[]): EndpointSource[] {
  const checker = program.getTypeChecker();
  const endpoints: EndpointSource[] = [];
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file} is not part of the TypeScript program`);
    for (const statement of source.statements) {
      if (!ts.isClassDeclaration(statement) || !statement.name || !decoratorNamed(statement, 'Controller')) continue;
      for (const member of statement.members) {
        if (!ts.isMethodDeclaration(member) || !ts.isIdentifier(member.name)) continue;
        if (!ts.getDecorators(member)?.some((d) => HTTP_METHODS.has(decoratorName(d) ?? ''))) continue;
        endpoints.push(describe(statement.name.text, member, checker));
      }
    }
  }
  return endpoints;
}

function describe(controller: string, method: ts.MethodDeclaration, checker: ts.TypeChecker): EndpointSource {
  const name = (method.name as ts.Identifier).text;
  const endpoint: EndpointSource = { operationId: `${controller}_${name}`, namedQuery: [] };
  const symbol = checker.getSymbolAtLocation(method.name);
  const doc = symbol ? ts.displayPartsToString(symbol.getDocumentationComment(checker)).split(/\n\s*\n/)[0].replace(/\s+/g, ' ').trim() : '';
  // A leading citation ("docs/product/x.md, Heading: what it does") is for engineers, not API readers.
  const summary = doc.replace(/^docs\/[\w/.-]+\.md(, [^:]+)?: */, '');
  if (summary) endpoint.summary = summary.charAt(0).toUpperCase() + summary.slice(1);
  if (!method.type) throw new Error(`${endpoint.operationId} declares no return type: the API document needs it`);
  const answer = unwrapPromise(method.type);
  if (answer.kind !== ts.SyntaxKind.VoidKeyword) endpoint.response = answer;
  for (const parameter of method.parameters) {
    const query = ts.getDecorators(parameter)?.find((d) => decoratorName(d) === 'Query');
    if (!query || !ts.isCallExpression(query.expression)) continue;
    const [first] = query.expression.arguments;
    if (first && ts.isStringLiteral(first)) endpoint.namedQuery.push({ name: first.text, type: parameter.type });
    else if (parameter.type && ts.isTypeReferenceNode(parameter.type) && ts.isIdentifier(parameter.type.typeName) && parameter.type.typeName.text !== 'Record') {
      endpoint.queryClass = parameter.type.typeName.text;
    }
  }
  return endpoint;
}

function unwrapPromise(type: ts.TypeNode): ts.TypeNode {
  if (ts.isTypeReferenceNode(type) && ts.isIdentifier(type.typeName) && type.typeName.text === 'Promise' && type.typeArguments?.length === 1) {
    return type.typeArguments[0];
  }
  return type;
}

function decoratorNamed(node: ts.HasDecorators, name: string): boolean {
  return ts.getDecorators(node)?.some((d) => decoratorName(d) === name) ?? false;
}

function decoratorName(decorator: ts.Decorator): string | undefined {
  const call = decorator.expression;
  const callee = ts.isCallExpression(call) ? call.expression : call;
  return ts.isIdentifier(callee) ? callee.text : undefined;
}
