import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/*
 * The layer rules of docs/architecture.md ("Layers and who may import whom"), so that a break fails
 * the lint. One block per folder; where two match a file the later one wins, so the narrower folders
 * come last and repeat what they inherit. Static imports only: `await import('@/backend')` in
 * lib/api/embedded.ts (under `next dev` and Jest; a build imports the bundle) is the one way to backend/.
 */
const RULE = '@typescript-eslint/no-restricted-imports';
const SEE = 'See docs/architecture.md, "Layers and who may import whom".';

const noApp = { group: ['@/app', '@/app/*'], message: `app/ holds routes; nothing imports them. ${SEE}` };
const noBackend = {
  group: ['@/backend', '@/backend/*'],
  message: `The embedded API is reached through lib/api/embedded.ts only (its bundle, or in development a dynamic import). ${SEE}`,
};
const noComponents = {
  group: ['@/components/*'],
  message: `Route knowledge and logic live in lib/, which both may import; lib/ and proxy.ts never import components/. ${SEE}`,
};
const noFramework = {
  group: [
    'react',
    'react/*',
    'react-dom',
    'react-dom/*',
    'next',
    'next/*',
    'node:*',
    'jotai',
    'jotai/*',
    'swr',
    'swr/*',
    'ky',
    'iron-session',
  ],
  message: `Pure rules: no React, Next, state, fetching or Node I/O. ${SEE}`,
};
const onlyOwnFolders = (...folders) => ({
  regex: `^@/(?!(${folders.join('|')})(/|$))`,
  message: `This folder may import only ${folders.join(', ')} of the project. ${SEE}`,
});

/** The process's logger, counters and request context: plain JS that server/, lib/api and backend/ all use (lib/node). */
const TELEMETRY = ['log', 'metrics', 'request-context', 'tracing'].map((name) => String.raw`lib/node/${name}\.mjs`);

const layers = [
  { files: ['app/**/*.{ts,tsx}'], rules: { [RULE]: ['error', { patterns: [noApp, noBackend] }] } },
  { files: ['components/**/*.{ts,tsx}', 'proxy.ts'], rules: { [RULE]: ['error', { patterns: [noApp, noBackend] }] } },
  {
    files: ['proxy.ts', 'lib/**/*.{ts,tsx}'],
    rules: { [RULE]: ['error', { patterns: [noApp, noBackend, noComponents] }] },
  },
  // Generic hooks and state serve every page: what the checkout's hooks also need lives in lib/state.
  {
    files: ['lib/hooks/**/*.{ts,tsx}', 'lib/state/**/*.{ts,tsx}'],
    rules: {
      [RULE]: [
        'error',
        {
          patterns: [
            noApp,
            noBackend,
            noComponents,
            {
              group: ['@/lib/checkout', '@/lib/checkout/*'],
              message: `lib/hooks and lib/state sit below the checkout. ${SEE}`,
            },
          ],
        },
      ],
    },
  },
  // The web API's client knows the API and the shared rules; it tells the state layer of a lost session by an event.
  // Its server side logs and counts its calls for the request they serve (the process's telemetry, lib/node).
  {
    files: ['lib/api/**/*.{ts,tsx}'],
    rules: {
      [RULE]: [
        'error',
        {
          patterns: [
            onlyOwnFolders(
              'lib/api',
              'lib/domain',
              'lib/contract',
              'lib/calls',
              ...TELEMETRY,
              String.raw`lib/node/embedded-api\.mjs`,
            ),
          ],
        },
      ],
    },
  },
  // call() is in every page that calls the API: it reads the contract's types, never loads the catalogue or zod.
  {
    files: ['lib/api/call.ts'],
    rules: {
      [RULE]: [
        'error',
        {
          patterns: [
            onlyOwnFolders('lib/api', 'lib/domain', 'lib/contract', 'lib/calls'),
            {
              group: ['@/lib/contract', '@/lib/contract/*', '@/lib/calls', '@/lib/calls/*', 'zod', 'zod/*'],
              allowTypeImports: true,
              message: `call() names the contract's types with import type: no schema reaches a page through it. ${SEE}`,
            },
          ],
        },
      ],
    },
  },
  // The contract with the web API, the floor: the API's shapes in zod, which every side names; it imports no layer.
  {
    files: ['lib/contract/**/*.ts'],
    rules: { [RULE]: ['error', { patterns: [onlyOwnFolders('lib/contract'), noFramework] }] },
  },
  // The call catalogue: each call's query and answers from the contract, its body read from the domain's rules.
  {
    files: ['lib/calls/**/*.ts'],
    rules: {
      [RULE]: ['error', { patterns: [onlyOwnFolders('lib/calls', 'lib/contract', 'lib/domain'), noFramework] }],
    },
  },
  {
    files: ['lib/domain/**/*.ts'],
    rules: {
      [RULE]: [
        'error',
        {
          patterns: [
            // Rules may name the contract's entity types (erased at build): no schema reaches a page through them.
            onlyOwnFolders('lib/domain', 'lib/contract'),
            {
              group: ['@/lib/contract', '@/lib/contract/*'],
              allowTypeImports: true,
              message: `lib/domain may name the contract's types, with import type. ${SEE}`,
            },
            noFramework,
          ],
        },
      ],
    },
  },
  {
    files: ['lib/routes/**/*.ts'],
    rules: {
      [RULE]: [
        'error',
        {
          patterns: [
            // The menu is built from the navbars call's entities (erased at build), as the rules name them.
            onlyOwnFolders('lib/routes', 'lib/domain', 'lib/contract'),
            {
              group: ['@/lib/contract', '@/lib/contract/*'],
              allowTypeImports: true,
              message: `lib/routes may name the contract's types, with import type. ${SEE}`,
            },
            noFramework,
          ],
        },
      ],
    },
  },
  // One direction between the contract and the rules (decision 0172): the contract imports neither the rules nor the
  // catalogue, the rules not the catalogue. Every import counts, type-only and relative ones too (resolved to files).
  {
    files: ['lib/contract/**/*.ts', 'lib/domain/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './lib/contract',
              from: ['./lib/domain', './lib/calls'],
              message: `lib/contract is the floor: the rules and the call catalogue build on it, never the reverse. ${SEE}`,
            },
            {
              target: './lib/domain',
              from: './lib/calls',
              message: `The call catalogue reads the rules; the rules never import it. ${SEE}`,
            },
          ],
        },
      ],
    },
  },
  // Node-side helpers shared by the site and the embedded API (DATA_DIR and the demo's generated secrets).
  { files: ['lib/node/**/*.ts'], rules: { [RULE]: ['error', { patterns: [onlyOwnFolders('lib/node')] }] } },
  {
    files: ['backend/**/*.ts'],
    rules: {
      [RULE]: [
        'error',
        { patterns: [onlyOwnFolders('backend', 'lib/calls', 'lib/contract', 'lib/domain', 'lib/node')] },
      ],
    },
  },
  {
    files: ['backend/seed/**/*.ts'],
    rules: {
      [RULE]: [
        'error',
        {
          patterns: [
            onlyOwnFolders('backend', 'lib/calls', 'lib/contract', 'lib/domain', 'lib/node'),
            {
              group: ['**/db/client', '@/backend/db/client'],
              message: `client.ts runs the seed: the seed takes the database as a parameter and names its type from db/types. ${SEE}`,
            },
          ],
        },
      ],
    },
  },
  // One image component: next/image's <Image> is a client component (4.3 kB brotli on a first load); OptimizedImage renders its <img> without it.
  // One link component: the shop's Link, a plain anchor the link router opens (docs/decisions/0173-links-are-plain-anchors-one-listener-routes-them.md).
  {
    files: ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}'],
    ignores: ['components/ui/optimized-image.tsx', 'components/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/image',
              importNames: ['default', 'Image'],
              message: `Use OptimizedImage from components/ui/optimized-image. ${SEE}`,
            },
            {
              name: 'next/link',
              message: `Use Link from components/ui/link: a plain anchor that the root layout's link router opens and prefetches on intent (docs/decisions/0173-links-are-plain-anchors-one-listener-routes-them.md).`,
            },
          ],
        },
      ],
    },
  },
  // The production server runs as plain Node in front of the build: Node, its npm packages, its own files and the three plain-JS modules the app shares with it.
  {
    files: ['server/**/*.mjs'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`^(@/|\.\./(?!(\.\./)?(lib/contract/request-refusal-messages\.mjs|lib/api/outage-channel\.mjs|lib/node/(operator-settings|log|metrics|request-context|tracing|own-database|embedded-api|process-state)\.mjs)$))`,
              message: `server/ imports only Node, npm packages, its own files, lib/contract/request-refusal-messages.mjs, lib/api/outage-channel.mjs and lib/node's plain-JS modules. ${SEE}`,
            },
          ],
        },
      ],
    },
  },
  // The tools: npm test and npm start never run a benchmark, so scripts/ imports nothing of bench/ (which may import scripts/lib).
  {
    files: ['scripts/**/*.{mjs,ts}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: String.raw`(^@/|^(\.\./)+)bench(/|$)`,
              message: `scripts/ holds npm test's and npm start's machinery; the benchmarks in bench/ may import scripts/lib, not the reverse. ${SEE}`,
            },
          ],
        },
      ],
    },
  },
];

const config = [
  ...nextVitals,
  ...nextTs,
  ...layers,
  // Leaving keys out of a copy by destructuring them away (`{ member_id: _owner, ...row }`) is a use.
  { rules: { '@typescript-eslint/no-unused-vars': ['warn', { ignoreRestSiblings: true }] } },
  {
    ignores: [
      '.next/**',
      'bench/floor/.next/**',
      'bench/content-floor/.next/**',
      '.data/**',
      '.embedded-api/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
];

export default config;
