// A step of `npm run build` (postbuild): writes the listing address bundle the server keys its listing cache on
// (server/listing-url-bundle.ts).
//   node dist-server/listing-url.mjs [distDir]
import { bundleListingUrl } from '../listing-url-bundle';

const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
await bundleListingUrl(distDir);
console.log(`Listing cache key: bundled lib/site/listing/canonical-url.ts into ${distDir}.`);
