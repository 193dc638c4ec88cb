import { SecondFactorForm, type SecondFactorNotice } from '@/components/admin/accounts/second-factor-form';
import { toSearchParams } from '@/lib/office/lists/filter';
import { currentAccess } from '@/lib/office/staff/current-staff';
import { expiredSignIn } from '@/lib/office/staff/gate';
import { STAFF_HOME, staffNext } from '@/lib/office/staff/sign-in';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

export const metadata: Metadata = { title: 'Enter your code' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const notices: SecondFactorNotice[] = ['invalid', 'limited'];

/** The sign-in's second step, for a session whose password was right. */
export default async function SecondFactorPage({ searchParams }: Props) {
  const params = toSearchParams(await searchParams);
  const next = staffNext(params.get('next'));
  const { access } = await currentAccess();
  if (access === 'none') redirect(expiredSignIn(next));
  if (access !== 'second-factor') redirect(next ?? STAFF_HOME);
  return <SecondFactorForm notice={notices.find((value) => value === params.get('error'))} next={next} />;
}
