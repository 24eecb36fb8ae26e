/** An uploaded file as validation sees it: never its name's word for its type, only its size and first bytes. */
export interface SubmittedFile {
  /** The name the visitor's browser sent: shown in mail, never used to store or type the file. */
  name: string;
  size: number;
  head: Uint8Array;
  /** The upload itself, for part of the server that stores it. */
  file: Blob;
}

/** A submission's fields by name (a trailing `[]` dropped), every value in the order posted. */
export interface Submission {
  fields: Map<string, string[]>;
  files: Map<string, SubmittedFile[]>;
}

const sniffBytes = 4096;

function add<T>(map: Map<string, T[]>, name: string, value: T) {
  const list = map.get(name);
  if (list) list.push(value);
  else map.set(name, [value]);
}

/** Reads a parsed multipart body; an empty file part (a file field left empty) is no file. */
export async function submissionFromFormData(data: FormData): Promise<Submission> {
  const submission: Submission = { fields: new Map(), files: new Map() };
  for (const [rawName, value] of data.entries()) {
    const name = rawName.endsWith('[]') ? rawName.slice(0, -2) : rawName;
    if (typeof value === 'string') add(submission.fields, name, value);
    else if (value.size > 0 || value.name) {
      const head = new Uint8Array(await value.slice(0, sniffBytes).arrayBuffer());
      add(submission.files, name, { name: value.name, size: value.size, head, file: value });
    }
  }
  return submission;
}
