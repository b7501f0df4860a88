import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  typedRoutes: true,
  poweredByHeader: false,
  // BUILD_STANDALONE=1 (the Dockerfile, the test command) also writes Next's standalone output: the server and
  // only the node_modules it needs, which scripts/assemble-standalone.sh turns into the container's app folder.
  // Left out otherwise, since Next then warns that `next start` does not work with it.
  ...(process.env.BUILD_STANDALONE === '1' ? { output: 'standalone' as const } : {}),
  reactStrictMode: true,
  // pdfkit reads its own data files at run time: required from node_modules, not bundled.
  serverExternalPackages: ['pdfkit'],
};

export default nextConfig;
