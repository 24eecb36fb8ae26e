export interface SubmissionInput {
  name: string;
  /** As the form holds it: text, or the File of a file field (analytics tags read the entries unchanged). */
  value: FormDataEntryValue;
}

/** The `inputs` of a submission's event detail (spec 3.8): every entry but those whose name starts with `_`. */
export function submissionInputs(entries: Iterable<[string, FormDataEntryValue]>): SubmissionInput[] {
  return [...entries].filter(([name]) => !name.startsWith('_')).map(([name, value]) => ({ name, value }));
}
