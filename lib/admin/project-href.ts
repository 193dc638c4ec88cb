/** The project page an enquiry was sent from, when it carries a project reference. */
export function projectHref(enquiry: {
  projectDeveloper: string | null;
  projectId: string | null;
}): string | undefined {
  if (!enquiry.projectDeveloper || !enquiry.projectId) return undefined;
  return `/project-details/${encodeURIComponent(enquiry.projectDeveloper)}/${encodeURIComponent(enquiry.projectId)}`;
}
