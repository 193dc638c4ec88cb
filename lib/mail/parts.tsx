import { Button, Link, Section, Text } from '@react-email/components';
import { Fragment } from 'react';

const paragraph = { fontSize: '14px', lineHeight: '22px', margin: '0 0 14px' };

export function Paragraph({ children }: { children: React.ReactNode }) {
  return <Text style={paragraph}>{children}</Text>;
}

const button = { backgroundColor: '#1d4f91', color: '#ffffff', borderRadius: '4px', padding: '10px 18px', fontSize: '14px' };

/**
 * The one thing a mail asks its reader to do, as a button. In the text body it reads "label: link",
 * or, with `textShowsOnlyLink`, the bare link (for a text that introduces it in the line before).
 */
export function ActionButton({ href, label, textShowsOnlyLink = false }: { href: string; label: string; textShowsOnlyLink?: boolean }) {
  return (
    <Section style={{ margin: '0 0 14px' }}>
      <Button href={href} style={button} data-text={textShowsOnlyLink ? 'link-only' : 'after-label'}>
        {label}
      </Button>
    </Section>
  );
}

export type Detail = { label: string; value: string | null | undefined; href?: string };

const cell = { padding: '4px 0', fontSize: '14px', lineHeight: '20px', verticalAlign: 'top' } as const;

/** Labelled details, one a row; a detail without a value is left out. Line breaks in a value are kept. */
export function DetailsTable({ details }: { details: Detail[] }) {
  const shown = details.filter(
    (detail): detail is Detail & { value: string } => detail.value !== null && detail.value !== undefined && detail.value !== '',
  );
  return (
    <table className="details" cellPadding={0} cellSpacing={0} role="presentation">
      <tbody>
        {shown.map(({ label, value, href }) => (
          <tr key={label} className="detail">
            <th className="detail-label" align="left" style={{ ...cell, paddingRight: '12px' }}>
              {label}
            </th>
            <td style={cell}>
              {href ? (
                <Link href={href}>{value}</Link>
              ) : (
                value.split('\n').map((line, index) => (
                  <Fragment key={index}>
                    {index > 0 && <br />}
                    {line}
                  </Fragment>
                ))
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
