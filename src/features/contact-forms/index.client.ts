// Contact forms in the browser: the runtime loads only on pages that hold a form, or when a popup's form opens.
import { formNames } from './form-names';

const runtime = () => import('./runtime.client');

/** Starts the forms of the page, if it has any. */
export function startContactForms(): void {
  if (document.querySelector(`.${formNames.prefix} > form`)) void runtime().then((r) => r.startForms(document));
}

/** Starts the forms a popup holds when it first opens. */
export function startFormsIn(root: ParentNode): Promise<void> {
  return runtime().then((r) => r.startForms(root));
}
