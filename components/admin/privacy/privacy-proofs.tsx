import { formatIst } from '@/lib/platform/time/india';

type Proof = {
  id: string;
  kind: string;
  value: string | null;
  method: string;
  provenAt: Date | null;
  note: string | null;
  staff: { name: string } | null;
};

type Props = { email: string | null; verifiedByLink: boolean; proofs: Proof[] };

/** What the person has proved on a request: the e-mail whose link they followed, and each call or link staff recorded since. */
export function PrivacyProofs({ email, verifiedByLink, proofs }: Props) {
  const proven = proofs.filter((proof) => proof.provenAt);
  if (!verifiedByLink && proven.length === 0) {
    return <>Nothing yet. Call their phone and record the call before acting: until then nothing is shown, exported or erased.</>;
  }
  return (
    <ul>
      {verifiedByLink && email ? <li>E-mail {email}: by the link we mailed them, followed.</li> : null}
      {proven.map((proof) => (
        <li key={proof.id}>
          {proof.kind === 'phone' ? 'Phone' : 'E-mail'} {proof.value ?? '(erased)'}:{' '}
          {proof.method === 'call'
            ? `called by ${proof.staff?.name ?? 'a former member of staff'} on ${formatIst(proof.provenAt as Date)}`
            : `link mailed by ${proof.staff?.name ?? 'a former member of staff'}, followed on ${formatIst(proof.provenAt as Date)}`}
          {proof.note ? ` (${proof.note})` : ''}
        </li>
      ))}
    </ul>
  );
}
