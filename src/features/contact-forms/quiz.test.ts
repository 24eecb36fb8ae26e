import { describe, expect, it } from 'vitest';
import { parseFormTemplate } from './parse-template';
import { pickQuizQuestion, quizAnswerCorrect, quizAnswerHash, quizRefill } from './quiz.server';

const form = parseFormTemplate('[quiz q1 "1 + 1 = ?|2" "Thủ đô Việt Nam?|Hà Nội"] [quiz q2 "Màu của lá?|xanh"] [text t]');

describe('quiz', () => {
  it('picks one of a tag’s questions and gives the hash of its answer', () => {
    expect(pickQuizQuestion(form.tags[0]!, 'k', () => 1)).toEqual({ question: 'Thủ đô Việt Nam?', answerHash: quizAnswerHash('Hà Nội', 'k') });
    expect(pickQuizQuestion(form.tags[0]!, 'k', () => 0).question).toBe('1 + 1 = ?');
  });

  it('answers are compared folded and trimmed, under the secret', () => {
    expect(quizAnswerHash(' HA  nội ', 'k')).toBe(quizAnswerHash('Hà Nội', 'k'));
    expect(quizAnswerHash('Hà Nội', 'k')).not.toBe(quizAnswerHash('Hà Nội', 'other'));
    expect(quizAnswerCorrect('ha noi', quizAnswerHash('Hà Nội', 'k'), 'k')).toBe(true);
    expect(quizAnswerCorrect('ha noi', 'not-a-hash', 'k')).toBe(false);
  });

  it('spec 7.3: the refill maps each quiz field to [question, answer hash]', () => {
    expect(quizRefill(form, 'k', () => 0)).toEqual({
      q1: ['1 + 1 = ?', quizAnswerHash('2', 'k')],
      q2: ['Màu của lá?', quizAnswerHash('xanh', 'k')],
    });
    expect(quizRefill(parseFormTemplate('[text t]'), 'k')).toEqual({});
  });
});
