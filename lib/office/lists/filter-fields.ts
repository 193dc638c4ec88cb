type Option = { value: string; label: string };

/** One field of a staff list's filter form. A select's first option is its default. */
export type FilterField =
  | { kind: 'select'; name: string; label: string; options: Option[]; selected?: string }
  | { kind: 'date'; name: string; label: string; value?: string }
  /** Kept as it is when the filters are applied (the lead list's view). */
  | { kind: 'hidden'; name: string; value: string };

function isActive(field: FilterField): boolean {
  if (field.kind === 'hidden') return false;
  if (field.kind === 'date') return Boolean(field.value);
  return (field.selected ?? '') !== (field.options[0]?.value ?? '');
}

/** How many of the form's filters differ from their defaults, for the "Filters (n)" summary. */
export function activeFilterCount(fields: readonly FilterField[]): number {
  return fields.filter(isActive).length;
}
