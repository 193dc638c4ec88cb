'use client';

import { lazy } from 'react';
import './globals.css';

type Props = { error: Error & { digest?: string }; reset: () => void };

// The notice's code comes when the page fails, not with every page: this file is in every page's first-load JavaScript.
const ErrorNotice = lazy(() => import('@/components/ui/error-notice').then((module) => ({ default: module.ErrorNotice })));

/** A failure of the root layout itself: a complete page of its own, never a blank screen. */
export default function GlobalError({ reset }: Props) {
  return (
    <html lang="en-IN">
      <body>
        <main>
          <ErrorNotice reset={reset} heading="Nestora Realty: sorry, something went wrong on our side." />
        </main>
      </body>
    </html>
  );
}
