// Steps of `npm run build` around `next build` (server/build-origin.ts says why):
//   node dist-server/site-origin.mjs warn     before: warns when SITE_URL is unset
//   node dist-server/site-origin.mjs record   after: records the SITE_URL the build was made with
import { recordSiteUrl, unsetSiteUrlWarning } from '../build-origin';

const command = process.argv[2];
if (command === 'warn') {
  const warning = unsetSiteUrlWarning();
  if (warning) console.warn(warning);
} else if (command === 'record') {
  recordSiteUrl();
} else {
  console.error('usage: node dist-server/site-origin.mjs warn|record');
  process.exit(2);
}
