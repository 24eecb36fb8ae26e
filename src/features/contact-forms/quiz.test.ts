import { describe, expect, it } from 'vitest';
import { parseFormTemplate } from './parse-template';
import { pickQuizQuestion, quizAnswerCorrect, quizAnswerHash, quizFormSecret, quizRefill } from './quiz.server';

const form = parseFormTemplate('[quiz q1 "1 + 1 = ?|2" "Thủ đô Việt Nam?|Hà Nội"] [quiz q2 "Màu của lá?|xanh"] [text t]');

describe('quiz', () => {
  it('picks one of a tag’s questions and gives the hash of its answer', () => {
    expect(pickQuizQuestion(form.tags[0]!, 'k', () => 1)).toEqual({ question: 'Thủ đô Việt Nam?', answerHash: quizAnswerHash('Thủ đô Việt Nam?', 'Hà Nội', 'k') });
    expect(pickQuizQuestion(form.tags[0]!, 'k', () => 0).question).toBe('1 + 1 = ?');
  });

  it('answers are compared folded and trimmed, under the secret', () => {
    const capital = 'Thủ đô Việt Nam?';
    expect(quizAnswerHash(capital, ' HA  nội ', 'k')).toBe(quizAnswerHash(capital, 'Hà Nội', 'k'));
    expect(quizAnswerHash(capital, 'Hà Nội', 'k')).not.toBe(quizAnswerHash(capital, 'Hà Nội', 'other'));
    expect(quizAnswerCorrect(form.tags[0]!, 'ha noi', quizAnswerHash(capital, 'Hà Nội', 'k'), 'k')).toBe(true);
    expect(quizAnswerCorrect(form.tags[0]!, 'ha noi', 'not-a-hash', 'k')).toBe(false);
  });

  it('an answer hash answers only its own question, and only on its own form', () => {
    const other = parseFormTemplate('[quiz q "Năm cộng ba?|8"]').tags[0]!;
    const eight = parseFormTemplate('[quiz q "Hai nhân bốn?|8"]').tags[0]!;
    const own = quizAnswerHash('Năm cộng ba?', '8', quizFormSecret('k', 1));
    expect(quizAnswerCorrect(other, '8', own, quizFormSecret('k', 1))).toBe(true);
    expect(quizAnswerCorrect(eight, '8', own, quizFormSecret('k', 1))).toBe(false);
    expect(quizAnswerCorrect(other, '8', own, quizFormSecret('k', 2))).toBe(false);
  });

  it('spec 7.3: the refill maps each quiz field to [question, answer hash]', () => {
    expect(quizRefill(form, 'k', () => 0)).toEqual({
      q1: ['1 + 1 = ?', quizAnswerHash('1 + 1 = ?', '2', 'k')],
      q2: ['Màu của lá?', quizAnswerHash('Màu của lá?', 'xanh', 'k')],
    });
    expect(quizRefill(parseFormTemplate('[text t]'), 'k')).toEqual({});
  });
});
