import { describe, expect, it } from 'vitest';
import { parseFormTemplate } from './parse-template';
import { FormTemplateError } from './template-error';

function refusal(template: string): FormTemplateError {
  try {
    parseFormTemplate(template);
  } catch (error) {
    expect(error).toBeInstanceOf(FormTemplateError);
    return error as FormTemplateError;
  }
  throw new Error('the template was accepted');
}

describe('form-tag template parser: malformed templates name the tag', () => {
  it.each([
    ['[textbox* ten]', 'unknown_type', '[textbox* ten]'],
    ['<p>[email*]</p>', 'missing_name', '[email*]'],
    ['[text 1ten]', 'bad_name', '[text 1ten]'],
    ['[text _wpcf7]', 'bad_name', '[text _wpcf7]'],
    ['<p>[text* ten maxlength:80</p>\n[email e]', 'unclosed_tag', '[text* ten maxlength:80</p>'],
    ['[acceptance dong-y] Tôi đồng ý', 'unclosed_acceptance', '[acceptance dong-y]'],
    ['Tôi đồng ý [/acceptance]', 'stray_closing', '[/acceptance]'],
    ['[/text]', 'stray_closing', '[/text]'],
    ['[text ten] [email ten]', 'duplicate_name', '[email ten]'],
    ['[text contact-website]', 'duplicate_name', '[text contact-website]'],
    ['[text ten maxlength:nhieu]', 'bad_option', '[text ten maxlength:nhieu]'],
    ['[text ten minlength:9 maxlength:3]', 'bad_option', '[text ten minlength:9 maxlength:3]'],
    ['[number n min:abc]', 'bad_option', '[number n min:abc]'],
    ['[date d max:2025-02-30]', 'bad_option', '[date d max:2025-02-30]'],
    ['[number n step:0]', 'bad_option', '[number n step:0]'],
    ['[file f filetypes:exe]', 'bad_option', '[file f filetypes:exe]'],
    ['[file f limit:2gb]', 'bad_option', '[file f limit:2gb]'],
    ['[text t id:"x"]', 'bad_option', '[text t id:"x"]'],
    ['[text t class:a<b]', 'bad_option', '[text t class:a<b]'],
    ['[select s default:3 "A" "B"]', 'bad_option', '[select s default:3 "A" "B"]'],
    ['[text t default:post_meta]', 'bad_option', '[text t default:post_meta]'],
    ['[select s]', 'missing_values', '[select s]'],
    ['[quiz q]', 'missing_values', '[quiz q]'],
    ['[quiz q "Không có đáp án"]', 'bad_value', '[quiz q "Không có đáp án"]'],
    ['[count khong-co]', 'missing_target', '[count khong-co]'],
    ['[captchar ma]', 'missing_target', '[captchar ma]'],
    ['[captchac ma]', 'missing_target', '[captchac ma]'],
  ])('%s → %s', (template, code, tag) => {
    const error = refusal(template);
    expect(error.code).toBe(code);
    expect(error.tag).toBe(tag);
    expect(error.message).toContain(tag);
  });

  it('the message is Vietnamese and names the bad option', () => {
    expect(refusal('[text ten maxlength:nhieu]').message).toBe('Thẻ [text ten maxlength:nhieu]: tuỳ chọn “maxlength:nhieu” không hợp lệ.');
  });

  it('a very long unclosed tag is shortened in the message', () => {
    expect(refusal(`[text ${'a'.repeat(200)}`).tag).toHaveLength(58);
  });
});
