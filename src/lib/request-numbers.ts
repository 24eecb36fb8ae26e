// The one way ids and numbers are read from requests (query strings, forms, paths): digits only, in range.

/** The largest id a row can have (PostgreSQL's integer): a larger one cannot exist and would fail a comparison. */
export const maxId = 2_147_483_647;

const digits = /^\d{1,10}$/;

/** A whole number written in digits only (spaces around it allowed), from `min` to `max`; anything else is undefined. */
export function parseWholeNumber(raw: string | null | undefined, range: { min: number; max: number }): number | undefined {
  const text = raw?.trim() ?? '';
  if (!digits.test(text)) return undefined;
  const n = Number(text);
  return n >= range.min && n <= range.max ? n : undefined;
}

/** A row id: a whole number from 1 to maxId. */
export const parseId = (raw: string | null | undefined) => parseWholeNumber(raw, { min: 1, max: maxId });

/** A page number of a listing, the blog or the search results. */
export const parsePageNumber = (raw: string | null | undefined) => parseWholeNumber(raw, { min: 1, max: 999_999 });
