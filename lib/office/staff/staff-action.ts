import { formValues } from '@/lib/platform/http/form-values';
import 'server-only';
import type { z } from 'zod';
import { inputRefusal, type ActionResult, type InputRefusal } from './action-result';
import { requireAccountHolder, requireAdmin, requireStaff, type StaffMember } from './current-staff';
import { answerOn } from './flash';

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

/**
 * The page a form that leaves its page goes back to, with its answer: a path, or one chosen from the input as
 * sent (which record the form was about) and the answer.
 */
type ShownOn = string | ((values: unknown, result: ActionResult<unknown>) => string);

/**
 * A form that leaves its page (a plain post, so that it works without JavaScript): the body answers an
 * ActionResult as every action does, and the action goes back to `shownOn` with it, the schema's refusal
 * alike (or what `refused` makes of it, for a form that shows no field's error); the page shows it with
 * flashedResult() and ActionNotice. A body that answers on another page calls answerOn itself.
 */
type PageRule<Schema extends z.ZodType> = {
  input: Schema;
  shownOn: ShownOn;
  refused?: (refusal: InputRefusal, values: unknown) => Promise<ActionResult<unknown>> | ActionResult<unknown>;
};

/** The input as the schema reads it: a form's fields through the one reader, any other value as sent. */
function received(args: unknown[]): unknown {
  const sent = args.at(-1);
  return sent instanceof FormData ? formValues(sent) : sent;
}

function parsed<Schema extends z.ZodType, Result, Refused>(
  rule: InputRule<Schema, Refused> | PageRule<Schema>,
  run: (input: z.output<Schema>) => Promise<Result>,
): (...args: unknown[]) => Promise<Result | Refused | InputRefusal> {
  return async (...args) => {
    const values = received(args);
    const checked = await rule.input.safeParseAsync(values);
    if ('shownOn' in rule) {
      const refusal = (error: z.ZodError) => (rule.refused ?? ((plain: InputRefusal) => plain))(inputRefusal(error), values);
      const result = checked.success ? ((await run(checked.data)) as ActionResult<unknown>) : await refusal(checked.error);
      return answerOn(typeof rule.shownOn === 'string' ? rule.shownOn : rule.shownOn(values, result), result);
    }
    if (checked.success) return run(checked.data);
    const refusal = inputRefusal(checked.error);
    return rule.refused ? rule.refused(refusal, values) : refusal;
  };
}

/**
 * A server action that checks the session first, then parses its input with its schema, and runs its
 * body only for a member of the role, on input the schema accepted. proxy.ts gates every /admin page,
 * but an action's POST can reach the server through any route, so the check cannot be left to the page
 * that shows the form. A refusal of the session is the gate's own answer: a redirect to where the
 * sign-in must go on, or the 404 an advisor gets for an admin's page.
 */
export function staffAction<Schema extends z.ZodType>(
  rule: { role: ActionRole } & PageRule<Schema>,
  body: (member: StaffMember, input: z.output<Schema>) => Promise<ActionResult<unknown>>,
): ServerAction<never>;
export function staffAction<Schema extends z.ZodType, Result, Refused = InputRefusal>(
  rule: { role: ActionRole } & InputRule<Schema, Refused>,
  body: (member: StaffMember, input: z.output<Schema>) => Promise<Result>,
): ServerAction<Result | Refused>;
export function staffAction<Schema extends z.ZodType, Result, Refused = InputRefusal>(
  { role, ...rule }: { role: ActionRole } & (InputRule<Schema, Refused> | PageRule<Schema>),
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
export function publicAction<Schema extends z.ZodType>(
  rule: PageRule<Schema>,
  body: (input: z.output<Schema>) => Promise<ActionResult<unknown>>,
): ServerAction<never>;
export function publicAction<Schema extends z.ZodType, Result, Refused = InputRefusal>(
  rule: InputRule<Schema, Refused>,
  body: (input: z.output<Schema>) => Promise<Result>,
): ServerAction<Result | Refused>;
export function publicAction<Schema extends z.ZodType, Result, Refused = InputRefusal>(
  rule: InputRule<Schema, Refused> | PageRule<Schema>,
  body: (input: z.output<Schema>) => Promise<Result>,
): ServerAction<Result | Refused> {
  return parsed(rule, body) as ServerAction<Result | Refused>;
}
