import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { importX } from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "server-build/", ".react-router/", "node_modules/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
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
    settings: {
      ...importX.flatConfigs.typescript.settings,
      "import-x/resolver": undefined,
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: { "import-x/no-cycle": ["error", { ignoreExternal: true }] },
  },
  // No `as unknown as` outside tests: a type that does not fit is fixed where it is made.
  {
    files: ["app/**/*.{ts,tsx}", "db/**/*.ts", "server/**/*.ts", "scripts/**/*.ts"],
    ignores: ["**/*.test.ts", "**/*.test.tsx"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: "TSAsExpression > TSAsExpression.expression[typeAnnotation.type='TSUnknownKeyword']", message: "No `as unknown as` casts outside tests: type the value where it is made." },
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
            { regex: "^(~|\\.\\./\\.\\./app|\\.\\./app)/(?!domain/)", message: "db/ imports only from app/domain/." },
          ],
        },
      ],
    },
  },
  { files: ["**/*.{js,mjs}"], languageOptions: { globals: { ...globals.node } } },
  // Playwright fixtures take `use` and an empty destructuring by design.
  { files: ["tests/e2e/**/*.ts"], rules: { "react-hooks/rules-of-hooks": "off", "no-empty-pattern": "off" } },
);
