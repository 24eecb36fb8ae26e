import { describe, expect, it } from 'vitest';
import { formMessages } from './form-messages';
import { parseFormTemplate } from './parse-template';
import { quizAnswerHash } from './quiz.server';
import { pngBytes, submissionOf, validationContext, type Entry } from './test-support';
import { validateSubmission, type ValidationContext } from './validate.server';

const messages = formMessages();

async function errorsOf(template: string, entries: Entry[], ctx: Partial<ValidationContext> = {}) {
  const { invalidFields } = await validateSubmission(parseFormTemplate(template), await submissionOf(entries), validationContext(ctx));
  return Object.fromEntries(invalidFields.map((f) => [f.field, f.message]));
}

const file = (bytes: Uint8Array<ArrayBuffer> | string, name: string, type: string) => new File([bytes], name, { type });

describe('server-side validation: quiz, CAPTCHA, acceptance and files', () => {
  const quiz = '[quiz q "Thủ đô Việt Nam?|Hà Nội"]';
  const hash = quizAnswerHash('Thủ đô Việt Nam?', 'Hà Nội', 'quiz-secret');

  it('a quiz answer is checked against the hash of its question, folded and trimmed', async () => {
    expect(await errorsOf(quiz, [['q', '  ha   NOI '], ['_wpcf7_quiz_answer_q', hash]])).toEqual({});
    expect(await errorsOf(quiz, [['q', 'Huế'], ['_wpcf7_quiz_answer_q', hash]])).toEqual({ q: messages.quiz_answer_not_correct });
  });

  it('a quiz hash made without the server’s secret, or missing, is refused', async () => {
    expect(await errorsOf(quiz, [['q', 'Hà Nội'], ['_wpcf7_quiz_answer_q', quizAnswerHash('Thủ đô Việt Nam?', 'Hà Nội', 'guess')]])).toEqual({ q: messages.quiz_answer_not_correct });
    expect(await errorsOf(quiz, [['q', 'Hà Nội']])).toEqual({ q: messages.quiz_answer_not_correct });
  });

  it('a CAPTCHA answer is looked up by its challenge, case and spaces ignored; a bad challenge is never looked up', async () => {
    const asked: string[] = [];
    const captchaAnswer = async (challenge: string) => (asked.push(challenge), challenge === '123456' ? 'K7MX' : undefined);
    const template = '[captchac c] [captchar c]';
    expect(await errorsOf(template, [['c', ' k7mx '], ['_wpcf7_captcha_challenge_c', '123456']], { captchaAnswer })).toEqual({});
    expect(await errorsOf(template, [['c', 'K7MY'], ['_wpcf7_captcha_challenge_c', '123456']], { captchaAnswer })).toEqual({ c: messages.captcha_not_match });
    expect(await errorsOf(template, [['c', 'K7MX'], ['_wpcf7_captcha_challenge_c', '999']], { captchaAnswer })).toEqual({ c: messages.captcha_not_match });
    expect(await errorsOf(template, [['c', 'K7MX'], ['_wpcf7_captcha_challenge_c', '../x']], { captchaAnswer })).toEqual({ c: messages.captcha_not_match });
    expect(asked).toEqual(['123456', '123456', '999']);
  });

  it('with acceptance as validation an unchecked box is a field error (optional and inverted boxes as they should be)', async () => {
    const template = '[acceptance a]Đồng ý[/acceptance] [acceptance o optional]Tin mới[/acceptance] [acceptance i invert]Không nhận[/acceptance]';
    expect(await errorsOf(template, [['i', '1']], { acceptanceAsValidation: true })).toEqual({ a: messages.accept_terms, i: messages.accept_terms });
    expect(await errorsOf(template, [['a', '1']], { acceptanceAsValidation: true })).toEqual({});
    expect(await errorsOf(template, [], { acceptanceAsValidation: false })).toEqual({});
  });

  it('a file is typed by its content and its name must say the same kind: a page named .jpg, a PNG named .exe are refused', async () => {
    const template = '[file* anh filetypes:jpg|png limit:1kb]';
    expect(await errorsOf(template, [['anh', file(pngBytes, 'anh.PNG', 'image/png')]])).toEqual({});
    expect(await errorsOf(template, [['anh', file(pngBytes, 'renamed.exe', 'application/octet-stream')]])).toEqual({ anh: messages.upload_file_type_invalid });
    expect(await errorsOf(template, [['anh', file(pngBytes, 'anh.jpg', 'image/jpeg')]])).toEqual({ anh: messages.upload_file_type_invalid });
    expect(await errorsOf(template, [['anh', file(pngBytes, 'anh', 'image/png')]])).toEqual({ anh: messages.upload_file_type_invalid });
    expect(await errorsOf(template, [['anh', file('<html><script>x</script>', 'anh.jpg', 'image/jpeg')]])).toEqual({ anh: messages.upload_file_type_invalid });
    expect(await errorsOf(template, [['anh', file(new Uint8Array([0x4d, 0x5a, 0x90, 0]), 'anh.png', 'image/png')]])).toEqual({ anh: messages.upload_file_type_invalid });
  });

  it('a file over the size limit, a missing required file and two files in one field are refused', async () => {
    const big = new Uint8Array(1025);
    big.set(pngBytes);
    const template = '[file* anh filetypes:png limit:1kb]';
    expect(await errorsOf(template, [['anh', file(big, 'a.png', 'image/png')]])).toEqual({ anh: messages.upload_file_too_large });
    expect(await errorsOf(template, [['anh', file('', '', 'application/octet-stream')]])).toEqual({ anh: messages.invalid_required });
    const two: Entry[] = [['anh', file(pngBytes, 'a.png', 'image/png')], ['anh', file(pngBytes, 'b.png', 'image/png')]];
    expect(await errorsOf(template, two)).toEqual({ anh: messages.invalid_repeated });
  });

  it('the name a browser sent for a file is kept for mail without its path or control characters', async () => {
    const form = parseFormTemplate('[file anh filetypes:png]');
    const submission = await submissionOf([['anh', file(pngBytes, 'C:\\fakepath\\ảnh\r\nBcc: x.png', 'image/png')]]);
    const { posted } = await validateSubmission(form, submission, validationContext());
    expect(posted.get('anh')!.values).toEqual(['ảnh Bcc: x.png']);
  });
});
