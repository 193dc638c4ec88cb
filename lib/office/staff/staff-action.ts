import { formValues } from '@/lib/platform/http/form-values';
import 'server-only';
import type { z } from 'zod';
import { inputRefusal, type InputRefusal } from './action-result';
import { requireAccountHolder, requireAdmin, requireStaff, type StaffMember } from './current-staff';

/**
 * Who may run a staff action: `admin` only admins (an advisor gets the staff area's 404);
 * `any` any member signed in with both steps done; `account-holder` a member on their own account
 * pages, which they may use before setting up a required two-factor sign-in. A new role is a line here.
 */
export type ActionRole = 'admin' | 'any' | 'account-holder';

const gates: Record<ActionRole, () => Promise<StaffMember>> = {
  admin: requireAdmin,
  any: requireStaff,
  'account-holder': requireAccountHolder,
};

/**
 * A server action as its callers see it: posted by a form (its FormData), posted by a useActionState
 * form (the previous answer, then the FormData), or called from a client component with a value. Anyone
 * can post anything to an action, so what it is sent is `unknown` until its schema has read it.
 */
export type ServerAction<Result> = {
  (sent: unknown): Promise<Result>;
  (previous: unknown, sent: unknown): Promise<Result>;
};

/**
 * What an action declares about its input: the schema, and, for a form that leaves its page by redirect,
 * what to do when the schema refuses (by default the action answers the refusal, for a form that stays).
 * `values` is the input as sent, for a refusal that still needs to know which record the form was about.
 */
type InputRule<Schema extends z.ZodType, Refused> = {
  input: Schema;
  refused?: (refusal: InputRefusal, values: unknown) => Promise<Refused> | Refused;
};

/** The input as the schema reads it: a form's fields through the one reader, any other value as sent. */
function received(args: unknown[]): unknown {
  const sent = args.at(-1);
  return sent instanceof FormData ? formValues(sent) : sent;
}

function parsed<Schema extends z.ZodType, Result, Refused>(
  { input, refused }: InputRule<Schema, Refused>,
  run: (input: z.output<Schema>) => Promise<Result>,
): (...args: unknown[]) => Promise<Result | Refused | InputRefusal> {
  return async (...args) => {
    const values = received(args);
    const checked = await input.safeParseAsync(values);
    if (checked.success) return run(checked.data);
    const refusal = inputRefusal(checked.error);
    return refused ? refused(refusal, values) : refusal;
  };
}

/**
 * A server action that checks the session first, then parses its input with its schema, and runs its
 * body only for a member of the role, on input the schema accepted. proxy.ts gates every /admin page,
 * but an action's POST can reach the server through any route, so the check cannot be left to the page
 * that shows the form. A refusal of the session is the gate's own answer: a redirect to where the
 * sign-in must go on, or the 404 an advisor gets for an admin's page.
 */
export function staffAction<Schema extends z.ZodType, Result, Refused = InputRefusal>(
  { role, ...rule }: { role: ActionRole } & InputRule<Schema, Refused>,
  body: (member: StaffMember, input: z.output<Schema>) => Promise<Result>,
): ServerAction<Result | Refused> {
  const gate = gates[role];
  return (async (...args: unknown[]) => {
    const member = await gate();
    return parsed(rule, (input) => body(member, input))(...args);
  }) as ServerAction<Result | Refused>;
}

/**
 * A server action anyone may post: the signed-out forms (forgot password, reset, accept an
 * invitation), whose credential is the link token or e-mail in the form itself. Named, so that
 * every action says who may run it; its input is parsed as a staff action's is.
 */
export function publicAction<Schema extends z.ZodType, Result, Refused = InputRefusal>(
  rule: InputRule<Schema, Refused>,
  body: (input: z.output<Schema>) => Promise<Result>,
): ServerAction<Result | Refused> {
  return parsed(rule, body) as ServerAction<Result | Refused>;
}
