import { replacement } from '@/components/ui/island-takeover';
import { EnquiryForm } from './enquiry-form';
import type { EnquiryFormSetup } from './enquiry-form-view';
import { whatsappTexts, type WhatsappTextName } from './whatsapp-texts';

export type EnquiryFormTakeoverProps = EnquiryFormSetup & { whatsapp?: WhatsappTextName };

/**
 * EnquiryForm in the place of the server's plain form (enquiry-form-takeover.tsx), with what the visitor typed or
 * ticked there and the fill time counted from when the plain form could be used (`carried`).
 */
export const EnquiryFormReplacement = replacement<EnquiryFormTakeoverProps>(function EnquiryFormReplacement({
  carried,
  whatsapp,
  ...setup
}) {
  return <EnquiryForm {...setup} whatsappText={whatsapp && whatsappTexts[whatsapp]} resume={carried ?? undefined} />;
});
