'use client';

import { lazy } from 'react';

type Props = { error: Error & { digest?: string }; reset: () => void };

// The notice's code comes when a page fails, not with every page: this file is in every page's first-load JavaScript.
const ErrorNotice = lazy(() => import('@/components/ui/error-notice').then((module) => ({ default: module.ErrorNotice })));

/** An unexpected failure inside a page: the site's header and footer stay, with a way on. */
export default function PageError({ reset }: Props) {
  return <ErrorNotice reset={reset} heading="Sorry, something went wrong on our side." />;
}
