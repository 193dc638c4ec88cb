/**
 * Whether a portal mail really comes from the portal, by what the receiving server found (RFC 8601
 * Authentication-Results). A From address alone can be forged by anyone who can mail the mailbox.
 */

export type AuthResult = { method: string; result: string; props: Map<string, string> };

/** Drops RFC 5322 comments ("(sender IP is 203.0.113.9)"), nested ones included. */
function withoutComments(value: string): string {
  let depth = 0;
  let out = '';
  for (const char of value) {
    if (char === '(') depth += 1;
    else if (char === ')' && depth > 0) depth -= 1;
    else if (depth === 0) out += char;
  }
  return out;
}

/** The results of one Authentication-Results header: "authserv-id; dkim=pass header.d=x; dmarc=fail …". */
export function parseAuthenticationResults(header: string): AuthResult[] {
  const [, ...clauses] = withoutComments(header).replace(/\s+/g, ' ').split(';');
  const results: AuthResult[] = [];
  for (const clause of clauses) {
    const [head, ...rest] = clause.trim().split(' ');
    const verdict = /^([a-z0-9-]+)(?:\/[0-9]+)?=([a-z]+)$/i.exec(head ?? '');
    if (!verdict) continue;
    const props = new Map<string, string>();
    for (const token of rest) {
      const prop = /^([a-z0-9-]+\.[a-z0-9-]+)=(.+)$/i.exec(token);
      if (prop) props.set(prop[1]!.toLowerCase(), prop[2]!.replace(/^"|"$/g, ''));
    }
    results.push({ method: verdict[1]!.toLowerCase(), result: verdict[2]!.toLowerCase(), props });
  }
  return results;
}

const within = (host: string | undefined, domain: string) => {
  const name = host?.replace(/^@/, '').split('@').pop()?.toLowerCase();
  return name !== undefined && (name === domain || name.endsWith(`.${domain}`));
};

export type Authentication = { trusted: true } | { trusted: false; why: string };

/**
 * Trusted when the receiving server's verdict (the topmost Authentication-Results, which it adds above
 * anything the sender wrote) is a DMARC pass for the portal's domain, or a DKIM pass signed by it.
 */
export function authenticatedAs(topmostHeader: string | null, domain: string): Authentication {
  if (topmostHeader === null) return { trusted: false, why: 'no Authentication-Results from the receiving server' };
  const results = parseAuthenticationResults(topmostHeader);
  const dmarc = results.some(
    (r) => r.method === 'dmarc' && r.result === 'pass' && (!r.props.has('header.from') || within(r.props.get('header.from'), domain)),
  );
  const dkim = results.some(
    (r) => r.method === 'dkim' && r.result === 'pass' && within(r.props.get('header.d') ?? r.props.get('header.i'), domain),
  );
  if (dmarc || dkim) return { trusted: true };
  const verdicts = results.filter((r) => ['spf', 'dkim', 'dmarc'].includes(r.method)).map((r) => `${r.method}=${r.result}`);
  return {
    trusted: false,
    why: `neither DMARC nor a DKIM signature of ${domain} passed (${verdicts.join(' ') || 'no verdicts'})`,
  };
}
