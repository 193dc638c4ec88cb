import { redirect } from 'next/navigation';

export default function StaffHome() {
  redirect('/admin/leads');
}
