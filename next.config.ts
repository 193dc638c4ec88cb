import { withPayload } from '@payloadcms/next/withPayload';
import type { NextConfig } from 'next';
import { contentSecurityPolicy } from './server/csp';
import { transportHeaders } from './server/transport-headers';

// In production `npm start` (server/start-server.ts) sends each response its own strict policy:
// a prerendered page's script hashes, or a per-request nonce. `next dev` serves neither and needs
// eval for React Refresh, so it gets a loose one; nothing but a developer's machine runs it.
const developmentPolicy = contentSecurityPolicy().replace("script-src 'self'", "script-src 'self' 'unsafe-inline' 'unsafe-eval'");

/**
 * Sent with everything but /_next/static: these govern documents, and the ~600 bytes they add to each of
 * a page's dozen script, style and font responses bought nothing.
 */
const documentHeaders = [
  ...(process.env.NODE_ENV === 'development' ? [{ key: 'Content-Security-Policy', value: developmentPolicy }] : []),
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  // Only the microphone, and only for this site's own voice search.
  {
    key: 'Permissions-Policy',
    value: 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()',
  },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
];

// Files in public/ keep their names when their content changes, so they are cached for a week and revalidated
// in the background rather than marked immutable like Next's hashed /_next/static files.
const publicFileCaching = [{ key: 'Cache-Control', value: 'public, max-age=604800, stale-while-revalidate=86400' }];
// The data copies change with content edits: an hour, then revalidated in the background.
const dataFileCaching = [{ key: 'Cache-Control', value: 'public, max-age=3600, stale-while-revalidate=86400' }];

const nextConfig: NextConfig = {
  // A separate build folder lets a second build (e.g. an e2e run) coexist with a dev server.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Opt-in for `npx tsx scripts/measure/first-load-js.ts --by-module`: source maps let it put each chunk's bytes on the
  // modules they came from. Off by default, so a normal build publishes no maps.
  productionBrowserSourceMaps: process.env.NEXT_BROWSER_SOURCE_MAPS === '1',
  // The service worker's route (app/serwist/[path]) bundles it with esbuild at build time: a native binary
  // that must be loaded from node_modules, not bundled. The portal mailbox's IMAP client (imapflow) logs through pino,
  // whose worker-thread transport cannot be bundled either.
  serverExternalPackages: ['esbuild', 'esbuild-wasm', 'imapflow'],
  experimental: {
    // An address no route matches gets app/global-not-found.tsx, a document of its own with the public site's
    // header and footer. The root layout wraps the staff area too, so it has no public chrome to lend a 404, and a
    // root not-found.tsx that brought its own would be sent, unused, inside every page's payload.
    globalNotFound: true,
    // proxy.ts sees every request, so Next buffers each body for it, only up to this size (10 MB by default), and
    // hands the route the rest cut off: a PDF attached to a WhatsApp reply may be 16 MB (lib/office/whatsapp/media-type.ts).
    proxyClientMaxBodySize: '17mb',
  },
  images: {
    formats: ['image/avif', 'image/webp'],
    // No source image is wider than 1920 px, so Next's 2048 and 3840 widths only lengthened every srcset.
    // 750 and 1080 went too (each step now at most 1.6x the one before): every width is ~90 bytes twice, in the HTML
    // and the RSC payload, on every image of a page.
    deviceSizes: [640, 828, 1200, 1920],
    // Without dangerouslyAllowSVG, next/image serves SVGs (logos, floor and site plans) as the files they are,
    // instead of through the optimiser with a srcset of identical copies. These two still guard its responses.
    contentDispositionType: 'attachment',
    contentSecurityPolicy: "default-src 'self'; script-src 'none'; sandbox;",
    minimumCacheTTL: 604800,
  },
  async headers() {
    return [
      { source: '/:path*', headers: transportHeaders },
      { source: '/:path((?!_next/static/).*)', headers: documentHeaders },
      { source: '/images/:path*', headers: publicFileCaching },
      { source: '/data/:path*', headers: dataFileCaching },
    ];
  },
  async redirects() {
    return [
      { source: '/contact', destination: '/contact-us', permanent: true },
      { source: '/banglore', destination: '/bangalore', permanent: true },
    ];
  },
};

/**
 * Payload's additions (its server packages kept out of the bundles, its admin's styles), with one change: it asks
 * every page for the colour-scheme client hint with Critical-CH, which makes Chrome fetch a public page's first
 * navigation twice. The hint is the editor's business, so it is sent under /admin/catalogue only.
 */
const withEditor = withPayload(nextConfig, { devBundleServerPackages: false });

// Payload is loaded once, from node_modules, by every route bundle and by instrumentation: the editor's instance is
// made at start (cms/start.ts) and shared, so its errors must be the classes its API's error handler knows (a refused
// publish would otherwise lose its field to an `instanceof` between two bundled copies).
const editorServerPackages = ['payload', '@payloadcms/db-sqlite', '@payloadcms/db-postgres', '@payloadcms/drizzle', 'drizzle-orm'];

export default {
  ...withEditor,
  serverExternalPackages: [...new Set([...(withEditor.serverExternalPackages ?? []), ...editorServerPackages])],
  async headers() {
    return [
      ...(await nextConfig.headers!()),
      {
        source: '/admin/catalogue/:path*',
        headers: [
          { key: 'Accept-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
          { key: 'Vary', value: 'Sec-CH-Prefers-Color-Scheme' },
          { key: 'Critical-CH', value: 'Sec-CH-Prefers-Color-Scheme' },
        ],
      },
    ];
  },
} satisfies NextConfig;
