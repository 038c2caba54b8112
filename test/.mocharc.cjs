// One mocha configuration for every suite; tsx runs the TypeScript sources directly. Test files run side by
// side in worker processes (each file starts its own servers, schemas and key prefixes, so none shares state
// with another); TEST_JOBS sets how many, 4 by default: most of a browser or API test's time is spent
// waiting, so two cores keep four busy.
module.exports = {
  parallel: true,
  jobs: Number(process.env.TEST_JOBS ?? 4),
  'node-option': ['import=tsx'],
  require: ['test/support/setup.ts'],
  reporter: 'test/support/summary-reporter.cjs',
  timeout: 20000,
  exit: true,
};
