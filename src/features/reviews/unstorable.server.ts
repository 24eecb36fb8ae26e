import { unstorableFields } from '../../server/request.server';
import { reviewFields as f } from './review-fields';

/** Whether the name, e-mail or text held a character the database refuses (a NUL): refused, as checkout does, rather than kept as '�'. */
export const heldUnstorable = (form: URLSearchParams): boolean => [f.author, f.email, f.comment].some((name) => unstorableFields(form).has(name));
