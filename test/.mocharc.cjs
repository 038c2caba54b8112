// One mocha configuration for every suite; tsx runs the TypeScript sources directly.
module.exports = {
  'node-option': ['import=tsx'],
  require: ['test/support/setup.ts'],
  reporter: 'test/support/summary-reporter.cjs',
  timeout: 20000,
  exit: true,
};
