import type { Field, GlobalConfig } from 'payload';
import { catalogueEditors } from '../access';
import { editedBy } from '../fields/builders';
import { globalPreview } from '../preview-urls';
import { publishGlobalOnChange } from '../publish/hooks';

/** A page-wide part of the catalogue (the home page's lists, the About page, ...): drafts, a schedule, versions. */
export function catalogueGlobal(slug: string, label: string, fields: Field[]): GlobalConfig {
  return {
    slug,
    label,
    admin: { group: 'Site pages', preview: globalPreview(slug) },
    access: { read: catalogueEditors, update: catalogueEditors, readVersions: catalogueEditors },
    versions: { drafts: { schedulePublish: true }, max: 100 },
    hooks: publishGlobalOnChange(slug),
    fields: [editedBy, ...fields],
  };
}
