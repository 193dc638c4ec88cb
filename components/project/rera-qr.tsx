import styles from './rera-qr.module.css';

type Props = {
  /** The QR code's SVG, drawn on the server (lib/platform/text/qr-svg.ts). */
  svg: string;
  authorityName: string;
  reraNumber: string;
};

/**
 * The QR code of the RERA authority's register beside the project's registration number, as UP-RERA and MahaRERA
 * ask of an advertisement: a buyer scans it to check the registration on the authority's own site.
 */
export function ReraQr({ svg, authorityName, reraNumber }: Props) {
  return (
    <figure className={styles.qr}>
      <div
        className={styles.code}
        role="img"
        aria-label={`QR code of the ${authorityName} register`}
        dangerouslySetInnerHTML={{ __html: svg }}
      />
      <figcaption>
        Scan to verify RERA No. {reraNumber} with {authorityName}
      </figcaption>
    </figure>
  );
}
