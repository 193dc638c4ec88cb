import { activePreview } from '@/lib/site/content/preview';
import styles from './preview-banner.module.css';

/**
 * Over a page shown as a draft preview (cms/preview.ts): says so, and leads out of it. Renders nothing for visitors,
 * whose requests are never in a preview.
 */
export function PreviewBanner() {
  if (!activePreview()) return null;
  return (
    <div className={styles.banner} role="status">
      <p>
        <strong>Draft preview.</strong> This is how the page will look once the draft is published; only you see it.
      </p>
      <a href="/admin/catalogue-preview?exit=1">Exit preview</a>
    </div>
  );
}
