import { qrSvg } from '@/lib/platform/text/qr-svg';
import 'server-only';

/** The QR code of an otpauth:// address, for the authenticator app (the staff pages allow no data: images). */
export const totpQrSvg = (uri: string): Promise<string> => qrSvg(uri);
