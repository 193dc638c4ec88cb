'use client';

import { useEffect } from 'react';

const PLACEHOLDER = '/images/placeholder.webp';

function replace(image: HTMLImageElement) {
  if (image.dataset.fallback) return;
  image.dataset.fallback = 'true';
  image.removeAttribute('srcset');
  image.src = PLACEHOLDER;
}

function isBroken(image: HTMLImageElement) {
  return image.complete && image.naturalWidth === 0 && Boolean(image.getAttribute('src'));
}

/**
 * SPEC section 8: a broken image anywhere inside `#{scopeId}` shows the placeholder instead of
 * the browser's broken icon, including images that failed before this script ran.
 */
export function ImageFallback({ scopeId }: { scopeId: string }) {
  useEffect(() => {
    const scope = document.getElementById(scopeId);
    if (!scope) return;
    scope.querySelectorAll('img').forEach((image) => {
      if (isBroken(image)) replace(image);
    });
    function onError(event: Event) {
      if (event.target instanceof HTMLImageElement) replace(event.target);
    }
    // Load errors do not bubble, so listen in the capture phase.
    scope.addEventListener('error', onError, true);
    return () => scope.removeEventListener('error', onError, true);
  }, [scopeId]);
  return null;
}
