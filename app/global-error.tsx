'use client';

import { ErrorNotice } from '@/components/ui/error-notice';
import './globals.css';

type Props = { error: Error & { digest?: string }; reset: () => void };

/** A failure of the root layout itself: a complete page of its own, never a blank screen. */
export default function GlobalError(props: Props) {
  return (
    <html lang="en-IN">
      <body>
        <main>
          <ErrorNotice reset={props.reset} heading="Nestora Realty: sorry, something went wrong on our side." />
        </main>
      </body>
    </html>
  );
}
