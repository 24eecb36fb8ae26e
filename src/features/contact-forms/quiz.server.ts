import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { foldVietnamese } from '../../lib/fold.server';
import type { FormTag, ParsedForm } from './form-tag';

export interface QuizPick {
  question: string;
  /** For the hidden `_wpcf7_quiz_answer_<name>` field: the answer, folded, under the server's secret. */
  answerHash: string;
}

/** The quiz key of one form: a hash drawn for one form answers nothing on another. */
export function quizFormSecret(secret: string, formId: number): string {
  return createHmac('sha256', secret).update(`quiz-form\0${formId}`).digest('hex');
}

/**
 * The hash of a question's answer under a form's quiz key. The question is signed with the answer, so a hash
 * learnt once answers only its own question (the server is not told which question it showed). Answers are
 * compared folded: "Hà  Nội " and "ha noi" are the same answer.
 */
export function quizAnswerHash(question: string, answer: string, secret: string): string {
  return createHmac('sha256', secret).update(`quiz\0${question}\0${foldVietnamese(answer)}`).digest('hex');
}

/** One question of a quiz tag, picked at random, with its answer's hash. */
export function pickQuizQuestion(tag: FormTag, secret: string, pick: (n: number) => number = randomInt): QuizPick {
  const { question, answer } = tag.questions[pick(tag.questions.length)]!;
  return { question, answerHash: quizAnswerHash(question, answer, secret) };
}

/** Whether `given` answers the question of the tag whose hash the form carried. */
export function quizAnswerCorrect(tag: FormTag, given: string, answerHash: string, secret: string): boolean {
  const sent = Buffer.from(/^[0-9a-f]{64}$/.test(answerHash) ? answerHash : '', 'hex');
  return tag.questions.some(({ question }) => {
    const expected = Buffer.from(quizAnswerHash(question, given, secret), 'hex');
    return sent.length === expected.length && timingSafeEqual(sent, expected);
  });
}

/** New questions for every quiz of a form, as the refill and feedback answers carry them: name → [question, hash]. */
export function quizRefill(form: ParsedForm, secret: string, pick?: (n: number) => number): Record<string, [string, string]> {
  return Object.fromEntries(
    form.tags.filter((t) => t.type === 'quiz').map((t) => {
      const { question, answerHash } = pickQuizQuestion(t, secret, pick);
      return [t.name, [question, answerHash]];
    }),
  );
}
