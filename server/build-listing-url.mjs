// A step of `npm run build` (postbuild): writes the listing address bundle the server keys its listing cache on
// (server/listing-url-bundle.mjs).
//   node server/build-listing-url.mjs [distDir]
import { bundleListingUrl } from './listing-url-bundle.mjs';

const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
await bundleListingUrl(distDir);
console.log(`Listing cache key: bundled lib/listing/canonical-url.ts into ${distDir}.`);
