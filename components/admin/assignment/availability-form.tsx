import { awayReasons, type AwayReason } from '@/lib/office/assignment/availability';

type Props = { current: AwayReason | null; action: (form: FormData) => Promise<void> };

/**
 * Available, on leave or off shift, one tap each from the phone: while away, no rule gives the member a lead and
 * a lead moving on passes them by. The current choice is the pressed button.
 */
export function AvailabilityForm({ current, action }: Props) {
  const choices: [string, string][] = [['', 'Available'], ...(Object.entries(awayReasons) as [string, string][])];
  return (
    <form action={action}>
      {choices.map(([value, label]) => (
        <button
          key={value || 'available'}
          type="submit"
          name="away"
          value={value}
          aria-pressed={(current ?? '') === value}
          className="btn btn-primary"
        >
          {label}
        </button>
      ))}
    </form>
  );
}
