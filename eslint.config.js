import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import tseslint from "typescript-eslint";

// One room per capability (docs/decisions/026): app/<capability>/ is entered from another capability only
// through its door (index.ts, index.server.ts); app/platform/ is the floor every room stands on.
const CAPABILITIES = [
  "archive",
  "backups",
  "blog",
  "competitions",
  "courses",
  "images",
  "inbox",
  "mail",
  "news",
  "pages",
  "people",
  "push",
  "search",
  "share",
  "site",
];
const doorZones = CAPABILITIES.map((capability) => ({
  target: CAPABILITIES.filter((other) => other !== capability).map((other) => `./app/${other}`),
  from: `./app/${capability}`,
  except: ["./index.ts", "./index.server.ts"],
  message: `Another capability enters app/${capability}/ only through its door: ~/${capability} or ~/${capability}/index.server.`,
}));
// The routes, the root, the server and the command-line scripts stand outside every capability: they
// too enter one only by its door.
const outsideZones = CAPABILITIES.map((capability) => ({
  target: ["./app/routes", "./app/root.tsx", "./server", "./scripts"],
  from: `./app/${capability}`,
  except: ["./index.ts", "./index.server.ts"],
  message: `Routes, the root, the server and the scripts enter app/${capability}/ only through its door: ~/${capability} or ~/${capability}/index.server.`,
}));
// The capabilities stand in this order, each on those before it: one imports only capabilities below
// it, so no two import each other, however far round (docs/decisions/046).
const CAPABILITY_ORDER = [
  "people",
  "images",
  "inbox",
  "push",
  "backups",
  "courses",
  "news",
  "blog",
  "pages",
  "competitions",
  "archive",
  "mail",
  "search",
  "site",
  "share",
];
const orderZones = CAPABILITY_ORDER.slice(0, -1).map((capability, at) => ({
  target: `./app/${capability}`,
  from: CAPABILITY_ORDER.slice(at + 1).map((above) => `./app/${above}`),
  message: `app/${capability}/ stands below ${CAPABILITY_ORDER.slice(at + 1).join(", ")}: it imports none of them (docs/decisions/046).`,
}));
const layerZones = [
  ...[...CAPABILITIES, "platform"].map((capability) => ({
    target: `./app/${capability}/domain`,
    from: [`./app/${capability}/server`, `./app/${capability}/components`],
    message: "A domain module is pure: it imports no server module and no component.",
  })),
];
const platformZone = {
  target: "./app/platform",
  from: CAPABILITIES.map((capability) => `./app/${capability}`),
  message: "The platform stands under the capabilities: it imports none of them.",
};

// A comment says why in the code's own terms; what it cites is in the repository (docs/decisions/),
// never a tracker's issue number, a section of a document the repository does not hold, or such a document.
// (A comment may break the line between the word and the number: « issue\n * 28».)
const OUTSIDE_REFERENCE = /\b[Ii]ssues?[\s*]*#?\d+|\b[Ss]pec[\s*]*00\d|DESIGN\.md/;
const house = {
  rules: {
    "comments-stand-alone": {
      meta: {
        type: "suggestion",
        messages: {
          outside:
            "Say why in the code's own terms; cite docs/decisions/, not an issue number, a spec section or DESIGN.md.",
        },
      },
      create(context) {
        return {
          Program() {
            for (const comment of context.sourceCode.getAllComments())
              if (OUTSIDE_REFERENCE.test(comment.value)) context.report({ loc: comment.loc, messageId: "outside" });
          },
        };
      },
    },
  },
};

// How the import rules find a module: TypeScript's paths (`~/…`).
const importSettings = {
  ...importX.flatConfigs.typescript.settings,
  "import-x/resolver": undefined,
  "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
};

export default tseslint.config(
  {
    ignores: ["build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The service worker runs in the browser's worker scope.
  { files: ["public/sw.js"], languageOptions: { globals: globals.serviceworker } },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
    },
  },
  // The structure (docs/decisions/017): no import loops, anywhere.
  {
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts", "server/**/*.ts", "scripts/**/*.ts"],
    plugins: { "import-x": importX },
    settings: importSettings,
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    plugins: { "import-x": importX },
    settings: importSettings,
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        { zones: [...doorZones, ...layerZones, ...orderZones, ...outsideZones] },
      ],
    },
  },
  {
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.ts"],
    plugins: { "import-x": importX },
    settings: importSettings,
    rules: { "import-x/no-restricted-paths": ["error", { zones: outsideZones }] },
  },
  {
    files: ["app/platform/**/*.{ts,tsx}"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...doorZones, ...layerZones, ...orderZones, platformZone] }],
    },
  },
  // No `as unknown as` outside tests: a type that does not fit is fixed where it is made.
  {
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts", "server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSAsExpression > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']",
          message: "No `as unknown as` casts outside tests: type the value where it is made.",
        },
      ],
    },
  },
  // The database's schema and seed data stand under the app: they may use the domain's rules and types, nothing above.
  {
    files: ["db/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(~|\\.\\./\\.\\./app|\\.\\./app)/(?![a-z-]+/domain/)",
              message: "db/ imports only from a capability's domain/ (app/<capability>/domain/).",
            },
          ],
        },
      ],
    },
  },
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: { ...globals.node } } },
  { files: ["**/*.{ts,tsx,js,mjs}"], plugins: { house }, rules: { "house/comments-stand-alone": "error" } },
  // Routes only route: what a form takes is its capability's (a domain module), not the page's.
  {
    files: ["app/routes/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "TSAsExpression > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']",
          message: "No `as unknown as` casts outside tests: type the value where it is made.",
        },
        {
          selector:
            "CallExpression[callee.object.name='z'][callee.property.name=/^(object|discriminatedUnion|record|enum)$/]",
          message: "A form's schema belongs to its capability's domain/ (or the field kit), not to a route.",
        },
      ],
    },
  },
  // Playwright fixtures take `use` and an empty destructuring by design.
  { files: ["tests/e2e/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" } },
);
