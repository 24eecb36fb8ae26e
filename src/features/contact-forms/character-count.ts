import { textLength } from './formats';

export interface CounterSettings {
  /** Counting down shows the starting value (the field's maximum) minus the length. */
  down: boolean;
  starting: number;
  maximum?: number;
  minimum?: number;
}

export interface CounterState {
  value: number;
  tooLong: boolean;
  tooShort: boolean;
}

/** What a character counter shows for a text (spec 5.5), counted as the server counts it. */
export function characterCount(text: string, counter: CounterSettings): CounterState {
  const length = textLength(text.replace(/\r\n?/g, '\n'));
  return {
    value: counter.down ? counter.starting - length : length,
    tooLong: counter.maximum !== undefined && length > counter.maximum,
    tooShort: counter.minimum !== undefined && length < counter.minimum,
  };
}
