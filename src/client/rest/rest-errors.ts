// Spec 8.4: the REST helper's errors; a server error keeps the server's code and message.
export const restHelperMessages = {
  invalid_json: 'The response is not a valid JSON response.',
  unknown_error: 'An unknown error occurred.',
  fetch_error: 'You are probably offline.',
  post_process: 'Media upload failed. If this is a photo or a large image, please scale it down and try again.',
} as const;

export class RestError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

export const helperError = (code: keyof typeof restHelperMessages) => new RestError(code, restHelperMessages[code]);

/** The answer's JSON; a body that is not JSON is `invalid_json`. */
export async function jsonOf(answer: Response): Promise<unknown> {
  try {
    return await answer.json();
  } catch {
    throw helperError('invalid_json');
  }
}

/** The error a failed answer stands for: the server's `{code, message}`, else `unknown_error`. */
export async function errorOf(answer: Response): Promise<RestError> {
  const body = (await jsonOf(answer)) as { code?: unknown; message?: unknown; data?: unknown } | null;
  if (body && typeof body.code === 'string') return new RestError(body.code, typeof body.message === 'string' ? body.message : '', body.data);
  return helperError('unknown_error');
}
