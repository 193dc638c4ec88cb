import type { Env } from '@/lib/platform/env';

/** The Graph API as WhatsApp's settings name it; null while WhatsApp is not set up. */
export function whatsappGraph(settings: Env) {
  const {
    WHATSAPP_ACCESS_TOKEN: token,
    WHATSAPP_PHONE_NUMBER_ID: phoneNumberId,
    WHATSAPP_BUSINESS_ACCOUNT_ID: businessAccountId,
  } = settings;
  if (!token || !phoneNumberId || !businessAccountId) return null;
  return { baseUrl: settings.WHATSAPP_GRAPH_URL, token, phoneNumberId, businessAccountId };
}
