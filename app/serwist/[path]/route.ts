import { appShellFiles, shellRevision } from '@/lib/site/offline/app-shell';
import { OFFLINE_PATH } from '@/lib/site/offline/worker-messages';
import { createSerwistRoute } from '@serwist/turbopack';

// next.config.ts builds into NEXT_DIST_DIR when it is set; the shell is read from that build.
const distDir = process.env.NEXT_DIST_DIR || '.next';
// `next dev` precaches nothing (Serwist turns the manifest off there), and has no production manifests to read.
const shell = process.env.NODE_ENV === 'development' ? [] : appShellFiles(distDir);

// The service worker, bundled with esbuild when the build prerenders this route (/serwist/sw.js and its map).
export const { dynamic, dynamicParams, revalidate, generateStaticParams, GET } = createSerwistRoute({
  swSrc: 'lib/site/offline/service-worker.ts',
  useNativeEsbuild: true,
  globDirectory: process.cwd(),
  // icons.svg: the sprite every page's icons and logo are drawn from, so an offline page keeps them.
  globPatterns: [...shell, 'public/icons/*.png', 'public/icons.svg'],
  additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision: shellRevision(distDir, shell) }],
});
