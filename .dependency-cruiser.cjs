/**
 * Package boundaries, checked by `npm run lint` (dependency-cruiser over every workspace).
 *
 * The direction imports may take between the workspaces' code (src/, specs excepted):
 *
 *   api-types   ← http, command-api, query-api, web    (the API's bodies: types, and the request
 *                 schemas in zod; imports no other workspace)
 *   events ← store, http, cv-engine, projector  (the catalogue, stream ids, metadata,
 *                 errors and the recorded-event types; events imports no other package but the
 *                 role list of api-types, api-types/src/roles.ts, which imports nothing)
 *   store  → events       (the event store, bus, relay, database, socket server, files, vault)
 *   commerce    → nothing (prices and entitlement rules: the entitlements' facts come through a
 *                 port, from the command side's event store or the query side's read model)
 *   projector   → events, store
 *   command-api → api-types, events, store, http, commerce, cv-engine    (never the read side; its
 *                 deciders import only the catalogue, the request rules and the price list)
 *   query-api   → api-types, events, store, http, commerce, cv-engine, projector (the projector's row types only)
 *   infra       → everything: it composes the services
 *   web         → api-types (type-only; and the new-password rule, api-types/src/password-strength.ts,
 *                 with import() only: the server's rule behind the strength meter, loaded with its
 *                 dictionaries on the password forms) and commerce's price list
 *                 (commerce/src/pricing.ts, which imports nothing), no other backend code (it talks
 *                 to the APIs over HTTP)
 *
 * A workspace imports another by its package name (@karier/…), never by a relative path into
 * it, and production code never imports test code. Any import cycle fails, at any level (the
 * directions above keep packages acyclic; no-circular catches modules, type-only imports too).
 * .dependency-cruiser-known-violations.json lists violations npm run lint tolerates while they
 * are being fixed (none now; `npm run lint:deps:baseline` rewrites it from the current code).
 */

/** Production code of a workspace: its src/ without specs, test helpers or fixtures. */
const production = (pkg) => ({
  path: `^${pkg}/src/`,
  pathNot: ['\\.spec\\.tsx?$', '/testing/', 'fixtures\\.ts$'],
});
const packages = (...names) => `^(${names.join('|')})/`;
const ALL = [
  'api-types',
  'events',
  'store',
  'http',
  'commerce',
  'cv-engine',
  'projector',
  'command-api',
  'query-api',
];
/** What the web may not import: everything but the API's types (and the price list below). */
const BACKEND = [...ALL.filter((p) => p !== 'api-types'), 'infra', 'test-support'];
/** Prices, payment methods and formatRupiah: constants, no imports, so the web shows the same. */
const PRICE_LIST = '^commerce/src/pricing\\.ts$';
/** The account roles: events' schemas and api-types' share the list; it imports nothing. */
const ROLE_LIST = '^api-types/src/roles\\.ts$';
/** The new-password rule (zxcvbn and its ~1 MB of dictionaries): the web loads it lazily. */
const PASSWORD_RULE = '^api-types/src/password-strength\\.ts$';
/** The pure deciders of the write side: decide/evolve and the area files a decider is made of. */
const DECIDERS = ['-decider\\.ts$', '^command-api/src/auth/user/', '^command-api/src/cv/decider/'];
const except = (...allowed) => ALL.filter((p) => !allowed.includes(p)).concat(['infra', 'web']);

/** `pkg` imports only the `allowed` workspaces (and the module `alsoAllowed`, when given). */
const direction = (pkg, allowed, comment, alsoAllowed) => ({
  name: `${pkg}-imports-only-${allowed.length ? allowed.join('-') : 'itself'}`,
  comment,
  severity: 'error',
  from: production(pkg),
  to: {
    path: packages(...except(pkg, ...allowed)),
    ...(alsoAllowed ? { pathNot: alsoAllowed } : {}),
  },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import cycle (modules or packages): break it by moving what both need down.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    direction(
      'api-types',
      [],
      "The API's bodies, both sides read them (the request schemas as types in the web): no other workspace.",
    ),
    direction(
      'events',
      [],
      'events (the catalogue, stream ids, metadata, errors, the recorded-event types) is the base every package builds on: it imports none of them, but for the role list of api-types.',
      ROLE_LIST,
    ),
    direction(
      'store',
      ['events'],
      'The store (event store, bus, relay, database, socket server, files, vault, secrets) builds on the catalogue only.',
      ROLE_LIST,
    ),
    direction(
      'http',
      ['api-types', 'events'],
      'The HTTP kit knows the error type and its body, nothing else.',
    ),
    direction(
      'commerce',
      [],
      'Prices and entitlement rules, no other workspace (the facts come through EntitlementFacts).',
    ),
    direction('cv-engine', ['events'], 'The CV engine is pure: the error type only.'),
    direction('projector', ['events', 'store'], 'Projections read events; they know no API.'),
    direction(
      'command-api',
      ['api-types', 'events', 'store', 'http', 'commerce', 'cv-engine'],
      'The write side never imports the read side (projector, query-api) nor its composer (infra).',
    ),
    direction(
      'query-api',
      ['api-types', 'events', 'store', 'http', 'commerce', 'cv-engine', 'projector'],
      'The read side never imports the write side (command-api) nor its composer (infra).',
    ),
    {
      name: 'commerce-off-the-event-store',
      comment:
        'commerce holds rules, not storage: no store package, no database client. The command side feeds it from its event store (command-api entitlements/event-ledger.ts), the query side from the entitlements read model (query-api entitlements/read-model.ts); the query side never reads the events table through it.',
      severity: 'error',
      from: production('commerce'),
      to: { path: ['^store/', '(^|/)node_modules/(knex|pg|@electric-sql/pglite|knex-pglite)/'] },
    },
    {
      name: 'query-api-imports-projector-types-only',
      comment: 'The query side reads read models: it needs their row types, not projector code.',
      severity: 'error',
      from: production('query-api'),
      to: { path: '^projector/', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-imports-no-backend',
      comment: 'The web app talks to the APIs over HTTP: no backend module ends up in its bundle.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: packages(...BACKEND), pathNot: PRICE_LIST },
    },
    {
      name: 'price-list-imports-nothing',
      comment:
        'The web bundles commerce/src/pricing.ts: it stays free of imports (node, the store).',
      severity: 'error',
      from: { path: PRICE_LIST },
      to: {},
    },
    {
      name: 'role-list-imports-nothing',
      comment:
        'events loads api-types/src/roles.ts: it stays free of imports (the request schemas).',
      severity: 'error',
      from: { path: ROLE_LIST },
      to: {},
    },
    {
      name: 'web-imports-api-types-as-types',
      comment: 'The API types add nothing to the bundle: `import type` only.',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^api-types/', pathNot: PASSWORD_RULE, dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'web-loads-password-rule-lazily',
      comment:
        'The new-password rule weighs ~1 MB: the web loads it with import(), never in its first bundle.',
      severity: 'error',
      from: { path: '^web/src/', pathNot: '\\.spec\\.tsx?$' },
      to: { path: PASSWORD_RULE, dependencyTypesNot: ['type-only', 'dynamic-import'] },
    },
    {
      name: 'deciders-are-pure',
      comment:
        'A decider decides from the command and the state alone: no node module, no npm package, no store, clock or HTTP code (time comes in command.metadata.now). It may import the event catalogue, the request rules, the price list and its own area files.',
      severity: 'error',
      from: { path: DECIDERS, pathNot: ['\\.spec\\.ts$', 'fixtures\\.ts$'] },
      to: {
        pathNot: [...DECIDERS, '^events/src/index\\.ts$', '^api-types/src/', PRICE_LIST],
      },
    },
    {
      name: 'production-imports-no-test-code',
      comment: 'Specs, test-support, fixtures and benchmarks never ship with the services.',
      severity: 'error',
      from: {
        path: packages(...ALL, 'infra'),
        pathNot: [
          '\\.spec\\.tsx?$',
          '/testing/',
          'fixtures\\.ts$',
          '/(test|bench|eval|e2e|scripts)/',
        ],
      },
      to: { path: ['^test-support/', '\\.spec\\.tsx?$', '/testing/', '/(test|bench|eval)/'] },
    },
    {
      name: 'packages-by-name',
      comment:
        'Import another workspace by its @karier/… name (its package.json exports), not by a relative path into its files.',
      severity: 'error',
      from: { path: '^([^/]+)/src/', pathNot: ['\\.spec\\.tsx?$'] },
      to: { path: packages(...ALL, 'infra', 'web'), pathNot: ['^$1/'], dependencyTypes: ['local'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|dist\\.[^/]+|data|\\.cache|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
    },
    cache: { folder: '.cache/dependency-cruiser', strategy: 'content' },
  },
};
