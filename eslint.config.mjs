import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { layerConfigs } from "./eslint/layers.mjs";

const config = [
  ...nextVitals,
  ...nextTs,
  ...layerConfigs,
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "src/generated/**",
      "tmp/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
];

export default config;
