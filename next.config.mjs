/** @type {import('next').NextConfig} */
const nextConfig = {
  // A separate build folder lets a second build (e.g. an e2e run) coexist with a dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    dangerouslyAllowSVG: true,
    contentDispositionType: 'attachment',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
  },
  async redirects() {
    return [
      { source: '/contact', destination: '/contact-us', permanent: true },
      { source: '/banglore', destination: '/bangalore', permanent: true },
    ];
  },
};

export default nextConfig;
