// The inline loader that starts a page's deferred framework scripts after its first paint
// (server/hydrate-after-paint.mjs puts it before </body>; every policy allows it by hash, server/csp.mjs).
import { createHash } from 'node:crypto';

/** The attribute that holds a deferred script's address, which the loader reads. */
export const DEFERRED_SCRIPT_ATTRIBUTE = 'data-hydrate-after-paint';
// Slow images do not hold the page back for ever: the scripts start this long after the page is parsed at the latest.
const LATEST_START_MS = 3000;

// After the load event, once the browser has reported the first contentful paint (a paint entry arrives after
// the frame is on screen; rAF alone can run before a slow frame is), and two more frames.
export const hydrationLoader = `(()=>{let started=false;const start=()=>{if(started)return;started=true;for(const deferred of document.querySelectorAll('script[${DEFERRED_SCRIPT_ATTRIBUTE}]')){const script=document.createElement('script');script.src=deferred.getAttribute('${DEFERRED_SCRIPT_ATTRIBUTE}');script.async=true;document.head.append(script)}};const afterTwoFrames=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start)));const afterFirstPaint=()=>{if(performance.getEntriesByName('first-contentful-paint').length)return afterTwoFrames();try{new PerformanceObserver((list,observer)=>{observer.disconnect();afterTwoFrames()}).observe({type:'paint'})}catch{afterTwoFrames()}};if(document.readyState==='complete')afterFirstPaint();else addEventListener('load',afterFirstPaint,{once:true});setTimeout(start,${LATEST_START_MS})})()`;

/** The sha256 (base64) a Content-Security-Policy allows the loader by. */
export const hydrationLoaderHash = createHash('sha256').update(hydrationLoader, 'utf8').digest('base64');

