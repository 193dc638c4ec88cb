// The wings of lib/ and who may import whom (README.md, "The map"). Run by `npm run lint`.
// Tests (*.test.ts) may reach across wings to set up data; the code they test may not.

const test = '\\.test\\.tsx?$';
const wing = (name) => `^lib/${name}/`;

/** One rule per wing: what it must not import. */
function only(name, allowed, exceptions = []) {
  const others = ['platform', 'site', 'intake', 'mail', 'compliance', 'office'].filter(
    (other) => other !== name && !allowed.includes(other),
  );
  return {
    name: `${name}-imports-only-${allowed.join('-') || 'itself'}`,
    comment: `lib/${name} may import ${allowed.length ? allowed.map((other) => `lib/${other}`).join(', ') : 'no other wing'}.`,
    severity: 'error',
    from: { path: wing(name), pathNot: [test, ...exceptions] },
    to: { path: `^lib/(${others.join('|')})/` },
  };
}

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle: the modules on it cannot be understood, loaded or tested one at a time.',
      severity: 'error',
      from: {},
      // A circle of type-only imports is erased at compile time and loads nothing.
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    only('platform', []),
    only('site', ['platform']),
    only('mail', ['platform', 'site']),
    only('compliance', ['platform', 'site', 'mail']),
    // Storing a lead, from the website or an outside source, recognises a repeat buyer by the office's rule and
    // assigns the lead by its rules, in the transaction that stores it: createLeadInTx, the one seam.
    only('intake', ['platform', 'site', 'mail', 'compliance'], ['^lib/intake/leads/create-lead\\.ts$']),
    only('office', ['platform', 'site', 'mail', 'compliance', 'intake']),
    {
      name: 'lib-imports-no-ui',
      comment: 'lib/ is below components/ and app/: app -> components -> lib.',
      severity: 'error',
      // Integration tests may drive a route handler.
      from: { path: '^lib/', pathNot: test },
      to: { path: '^(components|app|cms)/' },
    },
    {
      name: 'cms-is-a-route-level-wing',
      comment:
        'cms/ (the catalogue editor: Payload config, collections, publish hooks) sits beside app/: it may use lib/, and only routes, instrumentation and server start-up use it; components never do.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^cms/' },
    },
    {
      name: 'components-import-no-routes',
      comment: 'components/ render what routes hand them; they never import a route.',
      severity: 'error',
      from: { path: '^components/' },
      to: { path: '^app/' },
    },
    {
      name: 'public-components-never-office',
      comment: "The public site's components never import the back office's.",
      severity: 'error',
      from: { path: '^components/', pathNot: ['^components/admin/', test] },
      to: { path: ['^components/admin/', '^lib/office/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^lib/generated/', 'node_modules', '^\\.next'] },
    tsConfig: { fileName: 'tsconfig.json' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts'] },
  },
};
