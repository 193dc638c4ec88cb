// A step of `npm run build` (postbuild): records the SHA-256 of each data/ file the pages were prerendered from, by
// which `npm start` tells whether the catalogue revision it serves is still the build's (server/catalogue.ts).
//   node dist-server/catalogue-record.mjs [distDir]
import { recordBuildCatalogue } from '../catalogue';

const distDir = process.argv[2] ?? process.env.NEXT_DIST_DIR ?? '.next';
const { files } = recordBuildCatalogue(distDir);
console.log(`Catalogue: recorded the hashes of ${Object.keys(files).length} data files in ${distDir}.`);
