import type { FormOutcomeView } from './render-context';

/** The status line and the list of field errors linking to their fields (spec 2.8, 8.3). */
export function ScreenReaderResponse({ outcome }: { outcome?: FormOutcomeView }) {
  return (
    <div className="screen-reader-response">
      <p role="status" aria-live="polite" aria-atomic="true">
        {outcome?.message}
      </p>
      <ul>
        {outcome?.invalidFields.map((error) => (
          <li key={error.error_id} id={error.error_id}>
            {error.idref ? <a href={`#${error.idref}`}>{error.message}</a> : error.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
