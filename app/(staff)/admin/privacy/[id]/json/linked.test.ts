import { recordPrivacyChoice } from '@/lib/compliance/consent/store';
import { erasePerson } from '@/lib/compliance/privacy/erase';
import { mailProofLink, recordCall } from '@/lib/compliance/privacy/proofs';
import { personDataFor, privacyRequestById } from '@/lib/compliance/privacy/queue';
import { createPrivacyRequest, verifyPrivacyRequest } from '@/lib/compliance/privacy/requests';
import { tombstoneHash } from '@/lib/compliance/privacy/tombstone';
import { createApplication } from '@/lib/intake/forms/application-store';
import { createEnquiry } from '@/lib/intake/forms/enquiry-store';
import { SESSION_COOKIE, startSession } from '@/lib/office/staff/sessions';
import { db } from '@/lib/platform/db';
import { setupTestDatabase } from '@/tests/support/database';
import { GET as getCsv } from '../csv/route';
import { GET as getJson } from './route';

// The attack of issue 39: an enquiry typed with someone else's phone or e-mail beside the attacker's
// own, then a privacy request the attacker can prove. The victim's rows must stay out of the export
// and survive the erasure until staff prove the victim's identifier too.

setupTestDatabase(100_000);
jest.setTimeout(30_000);

const siteUrl = 'https://www.nestora.example';
let serial = 0;
const uniquePhone = () => `8${String(Date.now() % 1e6).padStart(6, '0')}${String((serial += 1)).padStart(3, '0')}`;

async function enquire(body: Record<string, unknown>): Promise<string> {
  const result = await createEnquiry({ source: 'api', ...body });
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.id;
}

let admin = { id: '', cookie: '' };

beforeAll(async () => {
  const user = await (
    await db()
  ).staffUser.create({
    data: { email: 'linked.admin@nestora.example', name: 'Linked Admin', role: 'admin', passwordHash: 'x', totpEnabledAt: new Date() },
  });
  admin = { id: user.id, cookie: `${SESSION_COOKIE}=${(await startSession(user.id)).token}` };
});

/** The link of the last verification mail queued to `to`, as its reader would find it in the mail. */
async function mailedToken(to: string): Promise<string> {
  const mails = await (await db()).delivery.findMany({ where: { channel: 'notice-email' }, orderBy: { createdAt: 'asc' } });
  const mail = mails.findLast((row) => row.payload?.includes(to));
  const link = /https:\/\/\S+\/privacy\/your-data\/verify\?token=([\w-]+)/.exec(mail?.payload ?? '')?.[1];
  if (!link) throw new Error(`no link mailed to ${to}`);
  return link;
}

async function exported(id: string): Promise<{ json: string; csv: string }> {
  const get = (handler: typeof getJson) =>
    handler(new Request(`http://localhost/admin/privacy/${id}/x`, { headers: { cookie: admin.cookie } }), {
      params: Promise.resolve({ id }),
    });
  const json = await get(getJson);
  const csv = await get(getCsv);
  expect([json.status, csv.status]).toEqual([200, 200]);
  return { json: await json.text(), csv: await csv.text() };
}

const request = async (id: string) => {
  const found = await privacyRequestById(id);
  if (!found) throw new Error('request missing');
  return found;
};

describe("an enquiry with the victim's phone and the attacker's e-mail", () => {
  it('exports and erases only the attacker’s own enquiry; the victim’s phone is linked, not proven', async () => {
    const victimPhone = uniquePhone();
    const victimLead = await enquire({ name: 'Victim Vikram', phone: victimPhone, message: 'Budget 2 crore, ready to buy' });
    const prisma = await db();
    await prisma.leadNote.create({ data: { leadId: victimLead, authorId: admin.id, body: 'Vikram: divorce, selling fast' } });
    const attackerEmail = `attacker.${serial}@evil.example`;
    const bait = await enquire({ name: 'Attacker', phone: victimPhone, email: attackerEmail });

    // Access: the attacker's own request, verified through the link mailed to the attacker.
    const { id: accessId } = await createPrivacyRequest({ kind: 'access', email: attackerEmail }, { siteUrl });
    expect(await verifyPrivacyRequest(await mailedToken(attackerEmail))).toBe(true);
    const { json, csv } = await exported(accessId);
    for (const text of [json, csv]) {
      expect(text).toContain(bait);
      expect(text).not.toContain(victimLead);
      expect(text).not.toContain('divorce');
      expect(text).not.toContain('Budget 2 crore');
    }
    const { match } = await personDataFor(await request(accessId));
    expect(match.linked).toEqual([{ kind: 'phone', value: victimPhone, leads: 1, applications: 0, privacyRequests: 0 }]);

    // Erasure: through the privacy link of the bait's confirmation mail, a request counted as e-mail-verified.
    expect(await recordPrivacyChoice(bait, 'erasure')).toBe(true);
    const erasure = await prisma.privacyRequest.findFirstOrThrow({ where: { kind: 'erasure', email: attackerEmail, status: 'open' } });
    const result = await erasePerson(erasure.id, admin.id);
    if (!result.ok) throw new Error(result.reason);
    expect(result.log.counts.enquiries).toBe(1);
    expect(await prisma.lead.findUnique({ where: { id: bait } })).toBeNull();
    expect(await prisma.lead.findUnique({ where: { id: victimLead } })).not.toBeNull();
    expect(await prisma.leadNote.count({ where: { leadId: victimLead } })).toBe(1);
    // No tombstone for a phone the victim's kept enquiry still carries: their next one stays a repeat.
    expect(await prisma.erasureTombstone.count({ where: { phoneHash: tombstoneHash(victimPhone) } })).toBe(0);
  });

  it('includes the linked rows once staff record a call to that phone', async () => {
    const phone = uniquePhone();
    const phoneLead = await enquire({ name: 'Same person', phone, message: 'From my phone' });
    const email = `owner.${serial}@example.in`;
    const both = await enquire({ name: 'Same person', phone, email });
    const { id } = await createPrivacyRequest({ kind: 'erasure', email }, { siteUrl });
    expect(await verifyPrivacyRequest(await mailedToken(email))).toBe(true);
    expect((await personDataFor(await request(id))).match.leadIds).toEqual([both]);

    expect(await recordCall({ id, phoneKey: phone, note: 'Answered, confirmed the request' }, admin.id)).toEqual({ ok: true });
    const { match } = await personDataFor(await request(id));
    expect(match.leadIds).toEqual([phoneLead, both].sort());
    expect(match.linked).toEqual([]);
    const result = await erasePerson(id, admin.id);
    if (!result.ok) throw new Error(result.reason);
    expect(result.log.counts.enquiries).toBe(2);
    expect(await (await db()).erasureTombstone.count({ where: { phoneHash: tombstoneHash(phone) } })).toBe(1);
  });
});

describe("an enquiry with the victim's e-mail and the attacker's phone", () => {
  async function setUp() {
    const victimEmail = `victim.${serial}@example.in`;
    const victimPhone = uniquePhone();
    const victimLead = await enquire({ name: 'Victim Vani', phone: victimPhone, email: victimEmail, message: 'Vani wants Whitefield' });
    const application = await createApplication({
      name: 'Victim Vani',
      email: victimEmail,
      about: 'Vani CV text',
      department: 'sales',
      position: 'Advisor',
    });
    if (!application.ok) throw new Error('application not stored');
    const attackerPhone = uniquePhone();
    const bait = await enquire({ name: 'Attacker', phone: attackerPhone, email: victimEmail });
    return { victimEmail, victimLead, applicationId: application.id, attackerPhone, bait };
  }

  it('a phone-only request verified by calling the attacker gets and erases none of the victim’s rows', async () => {
    const { victimEmail, victimLead, applicationId, attackerPhone, bait } = await setUp();
    const { id: accessId } = await createPrivacyRequest({ kind: 'access', phone: attackerPhone }, { siteUrl });
    expect(await recordCall({ id: accessId, phoneKey: attackerPhone, note: '' }, admin.id)).toEqual({ ok: true });
    const { json, csv } = await exported(accessId);
    for (const text of [json, csv]) {
      expect(text).toContain(bait);
      expect(text).not.toContain(victimLead);
      expect(text).not.toContain(applicationId);
      expect(text).not.toContain('Vani CV text');
      expect(text).not.toContain('Whitefield');
    }
    const { match } = await personDataFor(await request(accessId));
    expect(match.linked).toEqual([{ kind: 'email', value: victimEmail, leads: 1, applications: 1, privacyRequests: 0 }]);

    const { id: erasureId } = await createPrivacyRequest({ kind: 'erasure', phone: attackerPhone }, { siteUrl });
    expect(await recordCall({ id: erasureId, phoneKey: attackerPhone, note: '' }, admin.id)).toEqual({ ok: true });
    const result = await erasePerson(erasureId, admin.id);
    if (!result.ok) throw new Error(result.reason);
    const prisma = await db();
    expect(await prisma.lead.findUnique({ where: { id: bait } })).toBeNull();
    expect(await prisma.lead.findUnique({ where: { id: victimLead } })).not.toBeNull();
    expect(await prisma.jobApplication.findUnique({ where: { id: applicationId } })).not.toBeNull();
  });

  it('includes the linked rows once the address follows a link staff mailed to it', async () => {
    const { victimEmail, victimLead, applicationId, attackerPhone, bait } = await setUp();
    const { id } = await createPrivacyRequest({ kind: 'access', phone: attackerPhone }, { siteUrl });
    expect(await recordCall({ id, phoneKey: attackerPhone, note: '' }, admin.id)).toEqual({ ok: true });
    expect(await mailProofLink({ id, email: victimEmail }, admin.id, { siteUrl })).toEqual({ ok: true });
    // Mailed but not yet followed: still nothing of theirs.
    expect((await personDataFor(await request(id))).match.leadIds).toEqual([bait]);
    const token = await mailedToken(victimEmail);
    expect(await verifyPrivacyRequest(token)).toBe(true);
    expect(await verifyPrivacyRequest(token)).toBe(false);
    const { json } = await exported(id);
    expect(json).toContain(victimLead);
    expect(json).toContain(applicationId);
    const proof = await (await db()).privacyProof.findFirstOrThrow({ where: { requestId: id, kind: 'email' } });
    expect(proof).toMatchObject({ method: 'email-link', value: victimEmail, staffId: admin.id, tokenHash: null });
    expect(proof.provenAt).toBeInstanceOf(Date);
  });

  it('refuses to prove a phone or e-mail that is neither the request’s own nor linked to it', async () => {
    const { attackerPhone } = await setUp();
    const { id } = await createPrivacyRequest({ kind: 'access', phone: attackerPhone }, { siteUrl });
    expect(await recordCall({ id, phoneKey: uniquePhone(), note: null }, admin.id)).toEqual({ ok: false, reason: 'not-linked' });
    expect(await mailProofLink({ id, email: `stranger.${serial}@example.in` }, admin.id, { siteUrl })).toEqual({
      ok: false,
      reason: 'not-linked',
    });
    expect(await (await db()).privacyProof.count({ where: { requestId: id } })).toBe(0);
  });
});
