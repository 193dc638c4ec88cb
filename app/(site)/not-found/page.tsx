import { notFound } from 'next/navigation';

/** `/not-found` is a real address in the SPEC; it answers like any unknown path, with a 404. */
export default function NotFoundRoute() {
  notFound();
}
