import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import { moduleBoundaryConfigs } from './eslint/module-boundaries.mjs';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  ...moduleBoundaryConfigs(),
  { ignores: ['.next/**', 'node_modules/**', 'next-env.d.ts', 'playwright-report/**', 'test-results/**', 'coverage/**'] },
];

export default config;
