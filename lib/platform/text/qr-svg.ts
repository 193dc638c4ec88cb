import QRCode from 'qrcode';

/**
 * The QR code of a text (an address) as an SVG element, drawn on the server: an inline <svg> of paths needs neither
 * a script, a style nor a data: image, so every page's policy allows it.
 */
export function qrSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
