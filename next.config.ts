import type { NextConfig } from 'next';

const nextConfig: NextConfig = {
  typedRoutes: true,
  poweredByHeader: false,
  reactStrictMode: true,
};

export default nextConfig;
