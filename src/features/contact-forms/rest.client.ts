import { cms } from '../../lib/contract-names';
import { formNames } from './form-names';

interface Wpcf7Settings {
  api?: { root?: string; namespace?: string };
  cached?: string;
}

/** The page's `wpcf7` settings (spec 3.1), or undefined when the page defines none. */
export const pageSettings = () => (globalThis as { wpcf7?: Wpcf7Settings }).wpcf7;

function apiBase(): string {
  const api = pageSettings()?.api;
  return `${(api?.root ?? `${cms.restPrefix}/`).replace(/\/?$/, '/')}${api?.namespace ?? formNames.restNamespace}`;
}

export const feedbackUrl = (formId: number) => `${apiBase()}/contact-forms/${formId}/feedback`;
export const refillUrl = (formId: number) => `${apiBase()}/contact-forms/${formId}/refill`;

// Spec 8.3: client errors go to the console only, with these codes and texts.
export class ClientError extends Error {
  constructor(readonly code: 'fetch_error' | 'invalid_json', message: string) {
    super(message);
  }
}

/** Any 2xx is success and 204 has no content (spec 7.3); a network failure or a non-JSON body is a client error. */
export async function readJson<T>(response: Response | Promise<Response>): Promise<T> {
  let answer: Response;
  try {
    answer = await response;
  } catch {
    throw new ClientError('fetch_error', 'You are probably offline.');
  }
  if (!answer.ok) throw new ClientError('fetch_error', `${answer.status} ${answer.statusText}`);
  if (answer.status === 204) return {} as T;
  try {
    return (await answer.json()) as T;
  } catch {
    throw new ClientError('invalid_json', 'The response is not a valid JSON response.');
  }
}
