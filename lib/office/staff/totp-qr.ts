import QRCode from 'qrcode';
import 'server-only';

/**
 * The QR code of an otpauth:// address as an SVG element, drawn on the server: the staff pages'
 * policy allows no data: images, and an inline <svg> of paths needs neither a script nor a style.
 */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
