import { envSchema } from '@/lib/platform/env';
import { getPrivacyPolicy } from '@/lib/site/content';
import {
  ACCESS_LOG_MONTHS,
  APPLICATION_MONTHS,
  INTAKE_EVENT_FAILED_DAYS,
  INTAKE_EVENT_STORED_DAYS,
  UNREADABLE_MAIL_DAYS,
  WARNING_NOTICE_MS,
  monthsBefore,
} from './policy';

describe('monthsBefore', () => {
  it('steps back calendar months, keeping the time of day', () => {
    expect(monthsBefore(new Date('2029-03-10T04:30:00Z'), 24)).toEqual(new Date('2027-03-10T04:30:00Z'));
    expect(monthsBefore(new Date('2029-01-15T23:00:00Z'), 1)).toEqual(new Date('2028-12-15T23:00:00Z'));
  });

  it('lands on the last day of a shorter month instead of running into the next', () => {
    expect(monthsBefore(new Date('2029-03-31T10:00:00Z'), 1)).toEqual(new Date('2029-02-28T10:00:00Z'));
    expect(monthsBefore(new Date('2028-03-31T10:00:00Z'), 1)).toEqual(new Date('2028-02-29T10:00:00Z'));
  });
});

it('the privacy policy states the retention the code applies', () => {
  const { retention } = getPrivacyPolicy();
  expect(retention.inactivityMonths).toBe(envSchema.parse({}).RETENTION_MONTHS);
  expect(retention.warningHours * 60 * 60_000).toBe(WARNING_NOTICE_MS);
  expect(retention.accessLogMonths).toBe(ACCESS_LOG_MONTHS);
  expect(retention.erasure).toContain(`${retention.inactivityMonths} months`);
  expect(retention.erasure).toContain(`${retention.warningHours} hours after that e-mail was sent`);
  expect(retention.applications).toContain(`deleted when it is ${APPLICATION_MONTHS} months old`);
  expect([retention.intakeStoredDays, retention.intakeFailedDays, retention.unreadableMailDays]).toEqual([
    INTAKE_EVENT_STORED_DAYS,
    INTAKE_EVENT_FAILED_DAYS,
    UNREADABLE_MAIL_DAYS,
  ]);
  expect(retention.intake).toContain(`for ${INTAKE_EVENT_STORED_DAYS} days after your enquiry is recorded`);
  expect(retention.intake).toContain(`for ${INTAKE_EVENT_FAILED_DAYS} days after our last try`);
  expect(retention.intake).toContain(`deleted ${UNREADABLE_MAIL_DAYS} days after it arrived`);
});
