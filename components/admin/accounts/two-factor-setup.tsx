import styles from './account.module.css';

/** Setting up an authenticator app: the QR code to scan, and the same secret as text for typing in. */
export function TwoFactorSetup({ qrSvg, secret }: { qrSvg: string; secret: string }) {
  return (
    <ol className={styles.steps}>
      <li>
        Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password or similar) and scan this QR code:
        {/* The SVG is drawn on the server by the qrcode library from the otpauth:// address: paths only, no text from a user. */}
        <div className={styles.qr} role="img" aria-label="QR code for your authenticator app" dangerouslySetInnerHTML={{ __html: qrSvg }} />
      </li>
      <li>
        Or enter this key in the app by hand (time-based, 6 digits):{' '}
        <code className={styles.secret} id="two-factor-secret">
          {secret}
        </code>
      </li>
      <li>Enter the 6-digit code the app shows to finish.</li>
    </ol>
  );
}
