import { formattedAddress, site } from '@/lib/site/config';
import { Body, Container, Head, Hr, Html, Preview, Text } from '@react-email/components';
import type { ReactNode } from 'react';

const body = { backgroundColor: '#ffffff', fontFamily: 'Arial,sans-serif', color: '#1d2733' };
const footer = { fontSize: '12px', lineHeight: '18px', color: '#5b6775', margin: '4px 0' };

/** The frame of every mail: the preview line, the body's column, and a footer naming the firm as lib/site/config.ts does. */
export function MailLayout({ preview, children }: { preview: string; children: ReactNode }) {
  return (
    <Html lang="en">
      <Head />
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={{ maxWidth: '600px', padding: '0 12px' }}>
          {children}
          <Hr style={{ borderColor: '#d8dde3', margin: '24px 0 12px' }} />
          <Text className="footer" style={footer}>{`${site.name} · ${formattedAddress()}`}</Text>
          <Text className="footer" style={footer}>{`${site.phone.display} · ${site.email}`}</Text>
        </Container>
      </Body>
    </Html>
  );
}
