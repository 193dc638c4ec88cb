import { NoPrefetchLink } from '@/components/ui/no-prefetch-link';
import { site } from '@/lib/site/config';
import { getPrivacyNotice } from '@/lib/site/content';
import styles from './forms.module.css';
import type { NoticeKind } from './notice-context';

/**
 * The privacy notice that makes sending a form an informed act under the DPDP Act: a short summary,
 * the details behind a native disclosure (no script needed), and the version shown, sent with the form.
 * Rendered on the server and handed to the forms by `PrivacyNoticeProvider`.
 */
export function ConsentNotice({ kind }: { kind: NoticeKind }) {
  const privacyNotice = getPrivacyNotice();
  const { summary, details } = privacyNotice.forms[kind];
  return (
    <div className={styles.consent}>
      <input type="hidden" name="noticeVersion" value={privacyNotice.version} />
      <p>
        {summary} <NoPrefetchLink href="/privacy-policy">Read our full privacy notice</NoPrefetchLink>.
      </p>
      <details className={styles.noticeDetails}>
        <summary>{privacyNotice.detailsTitle}</summary>
        <ul>
          {details.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
        <p>
          <NoPrefetchLink href="/privacy/your-data">Use your rights</NoPrefetchLink>. Questions or complaints: our Grievance Officer at{' '}
          <a href={`mailto:${site.email}`}>{site.email}</a> or <a href={`tel:${site.phone.tel}`}>{site.phone.display}</a>.
        </p>
      </details>
    </div>
  );
}
