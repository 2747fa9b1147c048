/**
 * Import rules of docs/architecture.md ("Who may import whom").
 * Each rule is phrased as a forbidden edge so a violation names the offending file.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
    {
      name: 'domain-is-pure',
      comment:
        'src/domain imports only src/domain: no framework, no library, no I/O. One exception: es-hangul, a pure Korean text library, chooses particles (을/를, 이/가…) in the text catalog (issue 10).',
      severity: 'error',
      from: { path: '^src/domain/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^src/domain/', '^node_modules/es-hangul/'] },
    },
    {
      name: 'domain-tests-import-domain-and-test-tools',
      severity: 'error',
      from: { path: '^src/domain/.+\\.test\\.ts$' },
      to: { pathNot: ['^src/domain/', '^node_modules/(fast-check|vitest|@vitest)/'] },
    },
    {
      name: 'contract-imports-domain-and-valibot',
      severity: 'error',
      from: { path: '^src/contract/' },
      to: { pathNot: ['^src/contract/', '^src/domain/', '^node_modules/valibot/'] },
    },
    {
      name: 'application-imports',
      comment: 'Machines and ports: domain, contract, xstate, effect, query-core only.',
      severity: 'error',
      from: { path: '^src/application/', pathNot: '\\.test\\.tsx?$' },
      to: {
        pathNot: [
          '^src/application/',
          '^src/domain/',
          '^src/contract/',
          '^node_modules/(xstate|effect|@tanstack/query-core|valibot)/',
        ],
      },
    },
    {
      name: 'adapters-not-ui',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/ui/' },
    },
    {
      name: 'ui-reaches-adapters-only-through-entry',
      comment:
        'Only the entry file builds the container; the rest of the UI sees ports. UI tests may build a fake container (DESIGN section 1: the fake backend serves UI tests).',
      severity: 'error',
      from: { path: '^src/ui/', pathNot: ['^src/ui/(main|main-demo)\\.tsx$', '\\.test\\.tsx?$'] },
      to: { path: '^src/adapters/' },
    },
    {
      name: 'features-are-independent',
      comment:
        'A feature folder (src/ui/features/<name>/) never imports another feature folder: pages compose features, and shared pieces live in src/ui/components or src/ui/hooks.',
      severity: 'error',
      from: { path: '^src/ui/features/([^/]+)/' },
      to: { path: '^src/ui/features/', pathNot: '^src/ui/features/$1/' },
    },
    {
      name: 'src-never-imports-server',
      comment:
        "The browser app never reaches the server, except the demo host (src/adapters/fake, and the fake container binder beside it), which runs the server's own rules: it may import the operation bindings, the use cases, the ports and the memory host (issue 21: one implementation of every server rule).",
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/adapters/fake/', '^src/adapters/fake-adapters\\.ts$'] },
      to: { path: '^server/' },
    },
    {
      name: 'demo-host-imports-server-rules-only',
      severity: 'error',
      from: { path: ['^src/adapters/fake/', '^src/adapters/fake-adapters\\.ts$'] },
      to: {
        path: '^server/',
        pathNot: ['^server/(bindings|application|ports)/', '^server/adapters/memory/'],
      },
    },
    {
      name: 'bindings-imports',
      comment:
        'Operation bindings (server/bindings): contract operations bound to use cases, host-neutral. They read the contract and call the application; no adapter, no framework.',
      severity: 'error',
      from: { path: '^server/bindings/' },
      to: {
        pathNot: [
          '^server/(bindings|application|ports)/',
          '^src/(contract|domain)/',
          '^node_modules/(effect|valibot)/',
        ],
      },
    },
    {
      name: 'memory-host-is-browser-safe',
      comment:
        "The memory host (server/adapters/memory) is bundled into the demo web app: the server's rules, the memory stores and only those server adapters that run in a browser (the in-process bus, the HTML sanitizer, the view windows). No Node module, no database driver.",
      severity: 'error',
      from: { path: '^server/adapters/memory/', pathNot: '\\.test\\.ts$' },
      to: {
        pathNot: [
          '^server/adapters/memory/',
          '^server/(bindings|application|ports)/',
          '^server/adapters/bus/in-process-bus\\.ts$',
          '^server/adapters/html/content-sanitizer\\.ts$',
          // The policy documents' catalog and renderer (issue 23): marked and sanitize-html, no Node module.
          '^server/adapters/html/policy-markdown\\.ts$',
          '^server/adapters/policies/policy-catalog\\.ts$',
          '^server/adapters/views/memory-view-windows\\.ts$',
          // The guardian's signed mail links (issue 23): jose on WebCrypto, no Node module.
          '^server/adapters/security/guardian-links\\.ts$',
          '^server/adapters/storage/image-type\\.ts$',
          // The data archive's streaming ZIP (issue 23): fflate, no Node module.
          '^server/adapters/storage/zip-entries\\.ts$',
          '^server/adapters/new-rows\\.ts$',
          // The archive's row mappings shared with the database store (issue 23): plain functions.
          '^server/adapters/member-data-rows\\.ts$',
          '^server/adapters/calendar/ical-calendar\\.ts$',
          '^src/(contract|domain)/',
          '^content/',
          '^node_modules/(effect|valibot|sanitize-html|es-hangul|ical-generator|marked|fflate)/',
        ],
      },
    },
    {
      name: 'server-ports-imports',
      severity: 'error',
      from: { path: '^server/ports/' },
      to: { pathNot: ['^server/ports/', '^src/domain/', '^node_modules/effect/'] },
    },
    {
      name: 'server-application-imports',
      severity: 'error',
      from: { path: '^server/application/', pathNot: '\\.test\\.ts$' },
      to: { pathNot: ['^server/application/', '^server/ports/', '^src/domain/', '^node_modules/effect/'] },
    },
    {
      name: 'server-not-browser-layers',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^src/(application|adapters|ui)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|dist-demo|data)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
