import * as vi from '../../lib/messages/index';
import { characterCount } from './character-count';
import { controlAttributes, FieldWrap, type FieldProps } from './field-wrap';
import { acceptAttribute } from './file-kinds';
import { initialText, own } from './render-context';
import { maxLengthOf } from './rules';

export function QuizControl({ tag, ctx }: FieldProps) {
  return (
    <FieldWrap tag={tag} ctx={ctx}>
      <label>
        <span className="wpcf7-quiz-label">{own(ctx.instance.quiz, tag.name)?.question}</span>{' '}
        <input {...controlAttributes(tag, ctx)} type="text" name={tag.name} size={tag.options.size ?? 40} maxLength={maxLengthOf(tag)} autoComplete="off" defaultValue="" />
      </label>
    </FieldWrap>
  );
}

/**
 * The CAPTCHA image; its challenge travels in the hidden fields. Shown at half its pixel size; lazy, as a form in
 * a closed popup needs no image yet (and React then adds no preload of a one-time image to the page).
 */
export function CaptchaImage({ tag, ctx }: FieldProps) {
  const { className } = controlAttributes(tag, ctx, [`wpcf7-captcha-${tag.name}`]);
  const src = own(ctx.instance.captcha, tag.name)?.imageUrl;
  return <img className={className} width={160} height={54} alt={vi.contactForms.captchaAlt} src={src || undefined} loading="lazy" />;
}

export function CaptchaAnswer({ tag, ctx }: FieldProps) {
  return (
    <FieldWrap tag={tag} ctx={ctx}>
      <input {...controlAttributes(tag, ctx)} type="text" name={tag.name} size={tag.options.size ?? 40} maxLength={8} autoComplete="off" autoCapitalize="characters" spellCheck={false} defaultValue="" />
    </FieldWrap>
  );
}

export function FileInput({ tag, ctx }: FieldProps) {
  return (
    <FieldWrap tag={tag} ctx={ctx}>
      <input {...controlAttributes(tag, ctx)} type="file" name={tag.name} size={tag.options.size ?? 40} accept={acceptAttribute(tag.options.fileKinds ?? [])} />
    </FieldWrap>
  );
}

export function SubmitButton({ tag, ctx }: FieldProps) {
  const { className } = controlAttributes(tag, ctx, ['has-spinner']);
  return (
    <>
      <input type="submit" id={tag.options.id} className={className} value={tag.values[0] ?? vi.contactForms.submit} />
      <span className="wpcf7-spinner" />
    </>
  );
}

export function HiddenInput({ tag, ctx }: FieldProps) {
  const classes = tag.options.classes.join(' ');
  return <input type="hidden" name={tag.name} id={tag.options.id} className={classes || undefined} defaultValue={initialText(tag, ctx)} />;
}

/** `span.wpcf7-character-count` for the field the tag names (spec 3.8 data attributes). */
export function CharacterCount({ tag, ctx }: FieldProps) {
  const target = ctx.form.tags.find((t) => t.name === tag.name && t.type !== 'count')!;
  const down = !!tag.options.flags.down;
  const maximum = maxLengthOf(target);
  const counter = { down, starting: down ? (maximum ?? 0) : 0, maximum, minimum: target.options.minlength };
  const { value } = characterCount(initialText(target, ctx), counter);
  return (
    <span
      className={['wpcf7-character-count', down ? 'down' : 'up', ...tag.options.classes].join(' ')}
      data-target-name={tag.name}
      data-starting-value={counter.starting}
      data-current-value={value}
      data-maximum-value={maximum ?? ''}
      data-minimum-value={counter.minimum ?? ''}
    >
      {value}
    </span>
  );
}
