// Module boundaries of ARCHITECTURE.md, checked by `npm run check` (npm run lint:deps).
// The web never reaches into the server; the engine and the templates are pure packages that depend on
// contracts and their own npm dependencies only; features do not import each other (shared code lives in
// app/, components/ or lib/); only the engine's file readers may use Node's built-in modules.

// The engine's Node side: the file readers (PDF, DOCX, DOC, ZIP) and the imports that read files through
// them. Mirrored by the "exclude" list of packages/engine/tsconfig.pure.json, which typechecks the rest
// without Node's types.
const ENGINE_READERS =
  '^packages/engine/src/(index\\.ts$|extract/(extract-(document|pdf|docx|doc)|measure-pdf-streams|read-zip-directory|test-bombs)\\.ts$|interchange/(import-resume-file|read-linkedin-export|check-document)\\.ts$)'

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'web-not-to-server',
      comment: 'The web app talks to the server over HTTP only; shared shapes belong in packages/contracts.',
      severity: 'error',
      from: { path: '^apps/web/' },
      to: { path: '^apps/server/' },
    },
    {
      name: 'engine-only-contracts',
      comment:
        'The engine is pure: it may import itself, contracts and the npm packages in its package.json.',
      severity: 'error',
      from: { path: '^packages/engine/' },
      to: { path: '^(apps/|packages/(?!engine/|contracts/)|bench/|e2e/)' },
    },
    {
      name: 'templates-only-contracts',
      comment: 'Templates turn contracts data into PDFs; they import nothing else of the repository.',
      severity: 'error',
      from: { path: '^packages/templates/' },
      to: { path: '^(apps/|packages/(?!templates/|contracts/)|bench/|e2e/)' },
    },
    {
      name: 'contracts-only-zod',
      comment: 'Contracts are shared by every other package, so they import none of them.',
      severity: 'error',
      from: { path: '^packages/contracts/' },
      to: { path: '^(apps/|packages/(?!contracts/)|bench/|e2e/)' },
    },
    {
      name: 'engine-node-only-in-readers',
      comment:
        'Reading file formats (zlib, Buffer) is the only engine work that needs Node; the rest runs anywhere.',
      severity: 'error',
      from: { path: '^packages/engine/src/', pathNot: `${ENGINE_READERS}|\\.test\\.ts$` },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'engine-pure-not-to-readers',
      comment:
        'Parsing, matching and writing take what the readers produce; importing a reader brings Node back in.',
      severity: 'error',
      from: { path: '^packages/engine/src/', pathNot: `${ENGINE_READERS}|\\.test\\.ts$` },
      to: { path: ENGINE_READERS },
    },
    {
      name: 'engine-extract-below-parse',
      comment:
        'Extraction turns bytes into lines; parsing and insights read those lines. Shared grammar (dates, verbs) lives in text/.',
      severity: 'error',
      from: { path: '^packages/engine/src/extract/' },
      to: { path: '^packages/engine/src/(?:parse|insights|match|tailor|letter|job|assist|interchange)/' },
    },
    {
      name: 'feature-not-to-other-feature',
      comment:
        'Features do not import each other; lift what two features share to app/, components/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'packages-declare-their-npm-dependencies',
      comment: 'A package imports only npm packages its package.json (or the root one) declares.',
      severity: 'error',
      from: { path: '^(packages|apps)/' },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
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
    exclude: { path: '(^|/)node_modules/|/dist/' },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
}
