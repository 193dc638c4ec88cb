/** The attribution columns of a lead or application that arrived with none (issue 34), for rows built in tests. */
const touchFields = ['Channel', 'Source', 'Medium', 'Campaign', 'Term', 'Content', 'ClickIds', 'Referrer', 'Landing', 'At'] as const;

type Touch = 'first' | 'last';
type AttributionColumns = { [K in `${Touch}${(typeof touchFields)[number]}`]: K extends `${Touch}At` ? Date | null : string | null };

export const noAttribution = Object.fromEntries(
  (['first', 'last'] as const).flatMap((touch) => touchFields.map((field) => [`${touch}${field}`, null])),
) as AttributionColumns;
