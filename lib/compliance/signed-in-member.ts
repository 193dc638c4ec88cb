/**
 * The signed-in member of staff, as the DPDP rules need them: who acts (the access log's actor) and whether
 * they are an admin. The routes read the session and pass the member in, so compliance never asks the office
 * how staff sign in.
 */
export type SignedInMember = { id: string; name: string; role: string };
