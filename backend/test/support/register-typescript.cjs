// Lets `node -r ./register-typescript.cjs src/main.ts` run the sources without a build, compiled
// the way jest compiles them (jest.config.cjs), for tests that start the app as a child process.
const { transformSync } = require('@swc/core');
const { readFileSync } = require('node:fs');

const options = {
  jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022' },
  module: { type: 'commonjs' },
};

require.extensions['.ts'] = (module, filename) => {
  module._compile(transformSync(readFileSync(filename, 'utf8'), { ...options, filename }).code, filename);
};
