import { fileBytes, message } from '@/tests/support/whatsapp-fixtures';
import { attachmentType, mediaTypeOf } from './media-type';
import { contentOf, isStopRequest, messagePreview } from './message-content';
import { defaultValues, filledText, templateBody, variableProblem } from './templates';
import { replyWindow } from './window';

const from = '919810012345';

it('reads STOP and रोकें alone as a withdrawal, and not a sentence that happens to contain them', () => {
  for (const body of ['STOP', 'stop', ' Stop. ', 'रोकें', 'रोकें।', 'Unsubscribe']) {
    expect(isStopRequest(contentOf(message.text(from, body)))).toBe(true);
  }
  for (const body of ['Please do not stop sending me the brochure', 'stopover', 'STOP!!! kidding, call me']) {
    expect(isStopRequest(contentOf(message.text(from, body)))).toBe(false);
  }
  // A photo captioned STOP is no reply to our offers.
  expect(isStopRequest(contentOf(message.image(from, '1', 'STOP')))).toBe(false);
});

it('keeps a type this build does not know, saying what it was', () => {
  const content = contentOf({ from, id: 'wamid.X', timestamp: '1764220000', type: 'order' });
  expect(content).toEqual({ kind: 'unsupported', body: null, detail: '{"type":"order"}', mediaId: null });
  expect(messagePreview(contentOf(message.audio(from, '77')))).toBe('Voice or audio message');
  expect(messagePreview(contentOf(message.image(from, '77', 'Balcony')))).toBe('Photo: Balcony');
});

it('tells a file by its bytes (file-type), not by what was declared', async () => {
  expect(await mediaTypeOf(fileBytes.jpeg, 'image/png')).toBe('image/jpeg');
  expect(await mediaTypeOf(fileBytes.pdf, 'application/pdf')).toBe('application/pdf');
  expect(await mediaTypeOf(fileBytes.html, 'application/pdf')).toBeNull();
  expect(await mediaTypeOf(fileBytes.ogg, 'audio/ogg; codecs=opus')).toBe('audio/ogg');
  expect(await mediaTypeOf(fileBytes.mp4, 'video/mp4')).toBe('video/mp4');
  const cfb = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(600)]);
  expect(await mediaTypeOf(cfb, 'application/msword')).toBe('application/msword');
  expect(await mediaTypeOf(cfb, 'application/x-msdownload')).toBeNull();
  // A zip whose entries are not an Office document's (an archive that could hold anything) is not kept, whatever it is declared.
  const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]);
  expect(await mediaTypeOf(zip, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBeNull();
});

it('takes a photo or a PDF from the desk by its bytes, each within its kind’s cap', async () => {
  expect(await attachmentType(fileBytes.jpeg)).toEqual({ ok: true, type: 'image/jpeg', kind: 'image' });
  expect(await attachmentType(fileBytes.pdf)).toEqual({ ok: true, type: 'application/pdf', kind: 'document' });
  expect(await attachmentType(fileBytes.html)).toEqual({ ok: false, problem: 'type' });
  expect(await attachmentType(fileBytes.mp4)).toEqual({ ok: false, problem: 'type' });
  expect(await attachmentType(new Uint8Array())).toEqual({ ok: false, problem: 'empty' });
  const bigPhoto = Buffer.concat([fileBytes.jpeg, Buffer.alloc(5 * 1024 * 1024)]);
  expect(await attachmentType(bigPhoto)).toEqual({ ok: false, problem: 'size' });
  // The same size is well within a PDF's cap.
  expect(await attachmentType(Buffer.concat([fileBytes.pdf, Buffer.alloc(5 * 1024 * 1024)]))).toMatchObject({ ok: true });
});

it('opens the window for 24 hours from the buyer’s last message, and says why', () => {
  const now = new Date('2026-11-29T12:00:00Z');
  expect(replyWindow(null, now)).toMatchObject({ open: false, why: expect.stringContaining('has not written') });
  expect(replyWindow(new Date('2026-11-28T12:00:01Z'), now)).toMatchObject({ open: true, closesAt: new Date('2026-11-29T12:00:01Z') });
  expect(replyWindow(new Date('2026-11-28T12:00:00Z'), now)).toMatchObject({
    open: false,
    why: expect.stringContaining('More than 24 hours'),
  });
});

it("fills a template's variables from the lead and checks them as WhatsApp does", () => {
  const { text, variables } = templateBody({
    components: JSON.stringify([
      { type: 'HEADER', text: 'Hi {{9}}' },
      { type: 'BODY', text: 'Hello {{1}}, {{2}} and {{ 3 }}; {{1}} again' },
    ]),
  });
  expect(variables).toEqual([1, 2, 3]);
  expect(defaultValues(variables, { name: ' Asha  Verma ', projectName: null }, 'Ravi')).toEqual({
    1: 'Asha',
    2: 'your property search',
    3: 'Ravi',
  });
  expect(filledText(text, { 1: 'Asha', 2: 'Aristocrat', 3: 'Ravi' })).toBe('Hello Asha, Aristocrat and Ravi; Asha again');
  expect(variableProblem('fine value')).toBeNull();
  expect(variableProblem('   ')).toBe('Enter a value');
  expect(variableProblem('tab\there')).toBe('No new lines or tabs: WhatsApp refuses them in a variable');
  expect(variableProblem('five     spaces')).toBe('No more than four spaces in a row');
  expect(variableProblem('x'.repeat(1025))).toBe('At most 1,024 characters');
});
