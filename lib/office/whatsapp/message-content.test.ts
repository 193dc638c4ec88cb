import { fileBytes, message } from '@/tests/support/whatsapp-fixtures';
import { mediaTypeOf } from './media-type';
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

it('tells a file by its bytes, not by what was declared', () => {
  expect(mediaTypeOf(fileBytes.jpeg, 'image/png')).toBe('image/jpeg');
  expect(mediaTypeOf(fileBytes.pdf, 'application/pdf')).toBe('application/pdf');
  expect(mediaTypeOf(fileBytes.html, 'application/pdf')).toBeNull();
  expect(mediaTypeOf(fileBytes.ogg, 'audio/ogg; codecs=opus')).toBe('audio/ogg');
  expect(mediaTypeOf(fileBytes.mp4, 'video/mp4')).toBe('video/mp4');
  const zip = Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100)]);
  const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
  expect(mediaTypeOf(zip, docx)).toBe(docx);
  // A zip declared as anything else (an archive that could hold anything) is not kept.
  expect(mediaTypeOf(zip, 'application/zip')).toBeNull();
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
