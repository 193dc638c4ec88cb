import { SignInForm, type SignInNotice } from '@/components/admin/accounts/sign-in-form';
import { toSearchParams } from '@/lib/office/lists/filter';
import { currentStaff } from '@/lib/office/staff/current-staff';
import { STAFF_HOME, staffNext } from '@/lib/office/staff/sign-in';
import type { Metadata } from 'next';
import { redirect } from 'next/navigation';

export const metadata: Metadata = { title: 'Sign in' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const notices: SignInNotice[] = ['invalid', 'limited', 'expired', 'signed-out'];
// Where the sign-out, a new account and a password reset send people: ?signed-out=1, ?welcome=1, ?reset=1.
const flagNotices = ['signed-out', 'welcome', 'reset'] as const;

export default async function SignInPage({ searchParams }: Props) {
  const params = toSearchParams(await searchParams);
  const next = staffNext(params.get('next'));
  if (await currentStaff()) redirect(next ?? STAFF_HOME);
  const notice = flagNotices.find((flag) => params.get(flag)) ?? notices.find((value) => value === params.get('error'));
  return <SignInForm notice={notice} next={next} />;
}
