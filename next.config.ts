import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  typedRoutes: true,
  poweredByHeader: false,
  reactStrictMode: true,
  // pdfkit reads its own data files at run time: required from node_modules, not bundled.
  serverExternalPackages: ['pdfkit'],
};

export default nextConfig;
