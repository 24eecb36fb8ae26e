import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { foldVietnamese } from '../../lib/fold.server';
import type { FormTag, ParsedForm } from './form-tag';

export interface QuizPick {
  question: string;
  /** For the hidden `_wpcf7_quiz_answer_<name>` field: the answer, folded, under the server's secret. */
  answerHash: string;
}

/** Answers are compared folded: "Hà  Nội " and "ha noi" are the same answer. */
export function quizAnswerHash(answer: string, secret: string): string {
  return createHmac('sha256', secret).update(`quiz\0${foldVietnamese(answer)}`).digest('hex');
}

/** One question of a quiz tag, picked at random, with its answer's hash. */
export function pickQuizQuestion(tag: FormTag, secret: string, pick: (n: number) => number = randomInt): QuizPick {
  const { question, answer } = tag.questions[pick(tag.questions.length)]!;
  return { question, answerHash: quizAnswerHash(answer, secret) };
}

export function quizAnswerCorrect(given: string, answerHash: string, secret: string): boolean {
  const expected = Buffer.from(quizAnswerHash(given, secret), 'hex');
  const sent = Buffer.from(/^[0-9a-f]{64}$/.test(answerHash) ? answerHash : '', 'hex');
  return sent.length === expected.length && timingSafeEqual(sent, expected);
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
