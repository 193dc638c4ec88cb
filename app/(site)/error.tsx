'use client';

import { ErrorNotice } from '@/components/ui/error-notice';

type Props = { error: Error & { digest?: string }; reset: () => void };

/** An unexpected failure inside a page: the site's header and footer stay, with a way on. */
export default function PageError(props: Props) {
  return <ErrorNotice reset={props.reset} heading="Sorry, something went wrong on our side." />;
}
