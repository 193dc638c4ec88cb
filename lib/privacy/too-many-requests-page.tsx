import { site } from '@/lib/site';

const body = { fontFamily: 'Arial,sans-serif', maxWidth: '40rem', margin: '3rem auto', padding: '0 1rem', color: '#1d2733', lineHeight: 1.5 };

/**
 * The 429 answer of the rights form as a page of its own, so that a person without JavaScript sees
 * why and when to come back; its only variable is a number.
 */
export function TooManyRequestsPage({ minutes }: { minutes: number }) {
  return (
    <html lang="en-IN">
      {/* eslint-disable-next-line @next/next/no-head-element -- a page of its own, answered by a route handler, not by Next's app */}
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`Too many requests | ${site.name}`}</title>
      </head>
      <body style={body}>
        <main>
          <h1>Too many requests</h1>
          <p>
            {`We have received several requests from you or about the same phone number or e-mail address in the last minute. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and send it again.`}
          </p>
          <p>
            <a href="/privacy/your-data">Back to the form</a>
          </p>
        </main>
      </body>
    </html>
  );
}
