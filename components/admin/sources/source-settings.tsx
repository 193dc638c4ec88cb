import type { MailboxCheck } from '@/lib/intake/sources/portal-mail/test-connection';
import type { SettingOrigin, SourceSettingName } from '@/lib/intake/sources/settings';
import type { ActionResult } from '@/lib/office/staff/action-result';
import { SettingsForm } from './settings-form';
import styles from './sources.module.css';

type Action = (previous: ActionResult<MailboxCheck> | null, formData: FormData) => Promise<ActionResult<MailboxCheck>>;
type Props = { origins: SettingOrigin[]; save: Action; saveMailbox: Action; testMailbox: Action };

/** The forms for Meta's, WhatsApp's, Google's and the portal mailbox's settings, each field saying where its value comes from. */
export function SourceSettings({ origins, save, saveMailbox, testMailbox }: Props) {
  const origin = (name: SourceSettingName) => origins.find((entry) => entry.name === name)!;
  const secret = (name: SourceSettingName, label: string) => ({ name, label, secret: true, origin: origin(name) });
  const mailbox = origin('PORTAL_IMAP_URL');
  return (
    <div className={styles.settings}>
      <SettingsForm
        id="meta-settings"
        heading="Meta lead ads"
        save={save}
        fields={[
          secret('META_APP_SECRET', 'App secret'),
          secret('META_VERIFY_TOKEN', 'Verify token'),
          secret('META_GRAPH_TOKEN', 'Page access token'),
        ]}
      />
      <SettingsForm
        id="whatsapp-settings"
        heading="WhatsApp (Cloud API)"
        save={save}
        fields={[
          { name: 'WHATSAPP_PHONE_NUMBER_ID', label: 'Phone number id', secret: false, origin: origin('WHATSAPP_PHONE_NUMBER_ID') },
          {
            name: 'WHATSAPP_BUSINESS_ACCOUNT_ID',
            label: 'Business account id',
            secret: false,
            origin: origin('WHATSAPP_BUSINESS_ACCOUNT_ID'),
          },
          secret('WHATSAPP_ACCESS_TOKEN', 'Access token'),
          secret('WHATSAPP_APP_SECRET', 'App secret'),
          secret('WHATSAPP_VERIFY_TOKEN', 'Verify token'),
        ]}
      />
      <SettingsForm id="google-settings" heading="Google Ads lead forms" save={save} fields={[secret('GOOGLE_LEAD_KEY', 'Key')]} />
      <SettingsForm
        id="mailbox-settings"
        heading="Portal mailbox"
        save={saveMailbox}
        test={testMailbox}
        fields={[
          { name: 'address', label: 'Server address', secret: false, placeholder: 'imaps://imap.example.in:993', origin: mailbox },
          { name: 'user', label: 'User', secret: false, origin: mailbox },
          { name: 'password', label: 'Password', secret: true, origin: mailbox },
        ]}
      />
    </div>
  );
}
