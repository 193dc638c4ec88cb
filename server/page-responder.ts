// How server/start-server.ts answers a request, around Next.js's handler: a page it keeps in memory
// (server/page-cache.ts says which) from memory, rendered once however many ask for it at once; any other
// page rewritten as it streams (server/hydrate-after-paint.ts); everything else as Next.js sends it.
//
// A listing is kept only once it has been asked for twice. Most filtered listings are asked for once (a visitor's
// own combination of filters), and making one ready to keep holds the whole page before its first byte goes out,
// rewrites it, hashes its inline scripts for the policy and its bytes for the ETag, compresses it by itself, and then
// holds up to 48 MB of such pages until they are pushed out, for the collector to walk: work and memory spent on a
// page nobody asks for again. (Its CPU cost per request was once measured at ~5 ms over streaming; on the build of
// #43 with a new query every request, 8 at once, the two measured the same within the noise, ~9.8 ms.) So:
// - a listing not asked for lately (a bounded set of recent keys, `seenListings`) streams like any page rendered per
//   request, nothing kept but references to the pieces Next.js wrote, until it ends;
// - requests for the same listing that come while it renders wait for it, as before (one render however many ask):
//   once it ends, the page is made ready to keep from that copy, kept (it has been asked for more than once) and
//   sent to each of them;
// - a listing asked for again later is rendered to keep, as a prerendered page is, and sent from memory from then on.
// A HEAD (no body to copy) is always rendered to keep.
//
// Kept pages are keyed by the catalogue revision too (server/catalogue.ts): once another one is installed, none kept
// before is sent again. While the revision is the build's, a prerendered page is Next.js's prerendered HTML; after a
// publish, it is rendered afresh (Next.js's draft mode) the first time it is asked for, and kept; the other answers
// of a prerendered route (its router payload, the sitemap, the search index) are rendered afresh each time, and the
// /data/<name>.json copies are the revision's documents.
import { LRUCache } from 'lru-cache';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { CATALOGUE_REVISION_HEADER } from '../lib/site/offline/catalogue-revision';
import type { CatalogueView } from './catalogue';
import { negotiateEncoding, STORED_ENCODINGS, type Effort, type StoredEncoding } from './content-encoding';
import { beforeHead, hydrateAfterPaint, type WholePage } from './hydrate-after-paint';
import type { CanonicalListingUrl } from './listing-url-bundle';
import { isKeepablePage, isKeepablePrerenderedPage, listingPageKey, MAX_KEPT_HTML_BYTES, prerenderedPageKey } from './page-cache';
import { PageStore, type Rendered } from './page-store';
import { inPreview, previewToken } from './preview';
import { createStoredPage, sendStoredPage, type StoredPage } from './stored-page';

type Handler<Result> = (request: IncomingMessage, response: ServerResponse) => Result;
/**
 * Which responses a kind of kept page keeps, how hard it compresses them (server/content-encoding.ts), and whether
 * it makes every coding at once (a page sent thousands of times) or only the one the rendering request takes, the
 * others when first asked for (a page that may be asked for once: no request pays for a coding it does not get).
 */
type Kind = {
  keepable: (status: number, headers: OutgoingHttpHeaders) => boolean;
  effort: Effort;
  everyCoding: boolean;
  /** Has Next.js render the page afresh rather than send its prerendered HTML (a publish since the build). */
  fresh?: boolean;
};

const PRERENDERED: Kind = { keepable: isKeepablePrerenderedPage, effort: 'best', everyCoding: true };
const PUBLISHED: Kind = { keepable: isKeepablePage, effort: 'best', everyCoding: true, fresh: true };
/** A page rendered afresh is as cacheable as the prerendered one was, but revalidated: it changes with a publish. */
const PUBLISHED_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
/** What the /data/<name>.json copies are sent with, as Next.js sends the files of public/data (next.config.mjs). */
const DATA_COPY_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';
const DATA_COPY = /^\/data\/([\w.-]+\.json)$/;
/**
 * A redirect of a gone address is asked again each time: a restore can bring the address back, and a kept redirect
 * would then point the visitor in a loop (X->Y kept, Y->X after the restore).
 */
const REDIRECT_CACHE_CONTROL = 'public, max-age=0, must-revalidate';
const LISTING: Kind = { keepable: isKeepablePage, effort: 'fast', everyCoding: false };
/** How many listing keys the server remembers having seen: enough for the listings asked for in the last minutes. */
const SEEN_LISTINGS = 10_000;

export type PageResponderOptions = {
  /** Next.js's request handler. */
  handle: Handler<unknown>;
  /** Gives a response Next.js sends its policy. */
  applyContentSecurityPolicy: Handler<void>;
  /** The policy of a kept page, from its inline scripts' hashes. */
  keptPagePolicy: (hashes: string[]) => string;
  /** lib/site/listing/canonical-url.ts's, from the build. */
  canonicalListingUrl: CanonicalListingUrl;
  /** The catalogue revision the pages show; without it, the build's for good. */
  catalogue?: CatalogueView;
};

const BUILD_CATALOGUE: Pick<CatalogueView, 'current'> = { current: () => ({ key: 'build', prerenderedIsCurrent: true }) };

export function createPageResponder({
  handle,
  applyContentSecurityPolicy,
  keptPagePolicy,
  canonicalListingUrl,
  catalogue,
}: PageResponderOptions): Handler<void> {
  const { current } = catalogue ?? BUILD_CATALOGUE;
  let shownRevision = current().key;
  // Prerendered pages and listings apart, so that no flood of listing queries can push the site's pages out.
  const prerenderedPages = new PageStore<StoredPage>({ maxEntries: 1000, maxBytes: 96 * 1024 * 1024 });
  const listingPages = new PageStore<StoredPage>({ maxEntries: 1000, maxBytes: 48 * 1024 * 1024 });
  // Keys only (at most 2,000 characters each, server/page-cache.ts): a few MB at most.
  const seenListings = new LRUCache<string, true>({ max: SEEN_LISTINGS });

  /**
   * Hands the request to Next.js, collecting the page instead of sending it when `keepable(status, headers)` says
   * so at its head, and compressing it with `effort`. Resolves to the page made ready to send from memory, with
   * whether it is small enough to keep, or to null when the response went out on its own (not a page to keep, or
   * the connection closed).
   */
  function renderToKeep(
    request: IncomingMessage,
    response: ServerResponse,
    { keepable, effort, everyCoding, fresh }: Kind,
    wanted: StoredEncoding,
  ): Promise<Rendered<StoredPage>> {
    if (fresh && catalogue) withFreshRenderCookie(request, catalogue);
    return new Promise((resolve) => {
      let settled = false;
      const settle = (result: Rendered<StoredPage>) => {
        if (settled) return;
        settled = true;
        resolve(result);
      };
      response.once('close', () => settle(null));
      // Next.js renders the page for a HEAD as for a GET, so that it can be kept; Node sends no body for a HEAD.
      if (request.method === 'HEAD') request.method = 'GET';
      applyContentSecurityPolicy(request, response);
      hydrateAfterPaint(request, response, {
        keepWhole: (status, headers) => {
          const keep = keepable(status, headers);
          if (!keep) settle(null);
          return keep;
        },
        onWhole: (whole) =>
          void readyToSend(
            fresh ? { ...whole, headers: { ...whole.headers, 'cache-control': PUBLISHED_CACHE_CONTROL } } : whole,
            effort,
            everyCoding ? STORED_ENCODINGS : [wanted],
            (error) => response.destroy(error),
          ).then(settle),
      });
      handle(request, response);
    });
  }

  /**
   * Hands the request to Next.js to stream as any page, keeping a copy of it when `keepable(status, headers)` says
   * so at its head. Resolves once it has ended: when `waitedFor()` then says other requests wait for it, to the page
   * made ready to send from memory from the copy; else (or when it was no page to keep, or the connection closed) to
   * null. Its own request has been answered either way.
   */
  function streamWithCopy(
    request: IncomingMessage,
    response: ServerResponse,
    { keepable, effort }: Kind,
    waitedFor: () => boolean,
  ): Promise<Rendered<StoredPage>> {
    return new Promise((resolve) => {
      let settled = false;
      const settle = (result: Rendered<StoredPage> | Promise<Rendered<StoredPage>>) => {
        if (settled) return;
        settled = true;
        resolve(result);
      };
      response.once('close', () => settle(null));
      applyContentSecurityPolicy(request, response);
      hydrateAfterPaint(request, response, {
        copyWhole: (status, headers) => {
          const keep = keepable(status, headers);
          if (!keep) settle(null);
          return keep;
        },
        // No coding made now: each waiting request has its own made when it asks (server/stored-page.ts).
        onCopy: (copy) => settle(waitedFor() ? readyToSend({ headers: copy.headers, body: copy.body() }, effort, []) : null),
      });
      handle(request, response);
    });
  }

  /**
   * A page Next.js sent, made ready to send from memory in `encodings` (the others when first asked for), with
   * whether it is small enough to keep; null when it could not be made (logged, and handed to `onFailure`).
   */
  function readyToSend(
    whole: Pick<WholePage, 'headers' | 'body'>,
    effort: Effort,
    encodings: readonly StoredEncoding[],
    onFailure: (error: Error) => void = () => {},
  ): Promise<Rendered<StoredPage>> {
    return createStoredPage(whole, keptPagePolicy, effort, encodings).then(
      (page) => ({ page, keep: whole.body.length <= MAX_KEPT_HTML_BYTES }),
      (error: Error) => {
        console.error('A page could not be prepared to send', error);
        onFailure(error);
        return null;
      },
    );
  }

  /** Next.js's answer, rewritten as it streams (pages) or untouched (everything else), with its policy. */
  function passToNext(request: IncomingMessage, response: ServerResponse) {
    applyContentSecurityPolicy(request, response);
    hydrateAfterPaint(request, response);
    handle(request, response);
  }

  /**
   * Answers from `store` under `key`: a kept page from memory, or the one render this request or a concurrent
   * one makes of it. A page that turns out not to be kept is Next.js's to send.
   */
  async function serveKeptPage(store: PageStore<StoredPage>, key: string, request: IncomingMessage, response: ServerResponse, kind: Kind) {
    // Next.js is asked for the page uncompressed; the kept page goes out in the coding the client asked for.
    const acceptEncoding = request.headers['accept-encoding'];
    const wanted = negotiateEncoding(request.headers, STORED_ENCODINGS);
    const { page, rendered } = await store.getOrRender(key, () => renderToKeep(request, response, kind, wanted));
    request.headers['accept-encoding'] = acceptEncoding;
    if (page) await sendStoredPage(request, response, page, rendered ? {} : { 'x-page-cache': 'hit' });
    else if (!rendered) passToNext(request, response);
  }

  /** A listing: streamed the first time it is asked for lately, from memory or kept after (see the top of this module). */
  async function serveListing(key: string, request: IncomingMessage, response: ServerResponse) {
    const seen = seenListings.has(key);
    seenListings.set(key, true);
    if (seen || request.method !== 'GET' || listingPages.holds(key)) {
      await serveKeptPage(listingPages, key, request, response, LISTING);
      return;
    }
    const acceptEncoding = request.headers['accept-encoding'];
    const { page, rendered } = await listingPages.getOrRender(key, (waitedFor) => streamWithCopy(request, response, LISTING, waitedFor));
    if (rendered) return;
    // Not reached while the check above and getOrRender's own run in the same tick; if they ever do not, a page
    // another request made is still an answer.
    request.headers['accept-encoding'] = acceptEncoding;
    if (page) await sendStoredPage(request, response, page, { 'x-page-cache': 'hit' });
    else passToNext(request, response);
  }

  /** A draft shown to the editor who asked (server/preview.ts): rendered afresh in its scope, private, never kept. */
  async function servePreview(token: string, request: IncomingMessage, response: ServerResponse) {
    const shown = await inPreview(token, () => {
      if (catalogue) withFreshRenderCookie(request, catalogue);
      beforeHead(response, () => response.setHeader('Cache-Control', 'private, no-store'));
      passToNext(request, response);
    });
    if (!shown) respondPublished(request, response);
  }

  return function respond(request, response) {
    const token = previewToken(request);
    if (token) {
      void servePreview(token, request, response);
      return;
    }
    respondPublished(request, response);
  };

  function respondPublished(request: IncomingMessage, response: ServerResponse) {
    const { key: revision, prerenderedIsCurrent } = current();
    if (revision !== shownRevision) {
      // Nothing kept before is sent again: free it now rather than when the newer pages push it out.
      shownRevision = revision;
      prerenderedPages.clear();
      listingPages.clear();
      seenListings.clear();
    }
    // For the offline worker, which empties its saved data when a page shows another revision than the one the data
    // was saved under (lib/site/offline/catalogue-revision.ts). Set before Next.js answers, so a page kept from this
    // answer carries it too (under this revision's key). Next's hashed build files keep their headers lean.
    if (!request.url?.startsWith('/_next/static/')) response.setHeader(CATALOGUE_REVISION_HEADER, revision);
    const [pathname = '/', query] = (request.url ?? '/').split(/\?(.*)/s, 2);
    const movedTo = (request.method === 'GET' || request.method === 'HEAD') && catalogue?.redirectFor(pathname);
    if (movedTo) {
      // A project renamed or removed since a search engine indexed it: its new address, or its developer's page,
      // before Next.js would render a 404 (server/catalogue.ts).
      response.writeHead(308, { location: query ? `${movedTo}?${query}` : movedTo, 'cache-control': REDIRECT_CACHE_CONTROL });
      response.end();
      return;
    }
    const listingKey = listingPageKey(request, canonicalListingUrl);
    if (listingKey) {
      // Rendered at its canonical address, the page kept for every address with the same listing query.
      request.url = listingKey;
      void serveListing(`${revision} ${listingKey}`, request, response);
      return;
    }
    const published = !prerenderedIsCurrent && catalogue ? catalogue : null;
    const prerenderedKey = prerenderedPageKey(request);
    if (prerenderedKey) {
      const kind = published?.isPrerenderedRoute(pathname) ? PUBLISHED : PRERENDERED;
      void serveKeptPage(prerenderedPages, `${revision} ${prerenderedKey}`, request, response, kind);
      return;
    }
    if (published) {
      const copy = DATA_COPY.exec(pathname);
      const document = copy && (request.method === 'GET' || request.method === 'HEAD') ? published.changedDocument(copy[1]!) : null;
      if (document !== null) {
        response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': DATA_COPY_CACHE_CONTROL });
        response.end(request.method === 'HEAD' ? undefined : document);
        return;
      }
      if (published.isPrerenderedRoute(pathname)) withFreshRenderCookie(request, published);
    }
    passToNext(request, response);
  }
}

/** Has Next.js render a prerendered route afresh (its draft mode): the visitor's own cookies are kept beside it. */
function withFreshRenderCookie(request: IncomingMessage, { freshRenderCookie }: Pick<CatalogueView, 'freshRenderCookie'>) {
  const cookie = request.headers.cookie;
  request.headers.cookie = cookie ? `${cookie}; ${freshRenderCookie}` : freshRenderCookie;
}
