// The architecture of DESIGN.md section 2, checked on every `npm test`: arrows point inward only.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'domain/ holds the rules of the game: it imports nothing but itself, fp-ts and io-ts.',
      severity: 'error',
      from: { path: '^domain/' },
      to: { pathNot: ['^domain/', '(^|/)node_modules/(fp-ts|io-ts)/'] },
    },
    {
      name: 'application-knows-no-adapters',
      comment: 'Use cases talk to ports; the technology behind them is chosen in config/.',
      severity: 'error',
      from: { path: '^application/' },
      to: {
        path: [
          '^adapters/',
          '^config/',
          '^web/',
          '(^|/)node_modules/(koa|@koa|knex|pg|ioredis|nodemailer|@electric-sql|knex-pglite|react|prom-client)',
        ],
      },
    },
    {
      name: 'contracts-are-shared-shapes',
      comment: 'Codecs used by server and browser alike: only io-ts, fp-ts and the domain.',
      severity: 'error',
      from: { path: '^contracts/' },
      to: { pathNot: ['^contracts/', '^domain/', '(^|/)node_modules/(fp-ts|io-ts)/'] },
    },
    {
      name: 'web-talks-http-only',
      comment: 'The browser shares the pure rules (domain, contracts) and reaches the server over HTTP only.',
      severity: 'error',
      from: { path: '^web/' },
      to: {
        path: [
          '^application/',
          '^adapters/',
          '^config/',
          '(^|/)node_modules/(koa|@koa|knex|pg|ioredis|nodemailer|inversify|@electric-sql|knex-pglite|pino)/',
        ],
      },
    },
    {
      name: 'adapters-do-not-reach-out',
      comment: 'Adapters implement ports; wiring them together is the composition root in config/.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: ['^config/', '^web/'] },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
    exclude: { path: ['web/dist'] },
  },
};
