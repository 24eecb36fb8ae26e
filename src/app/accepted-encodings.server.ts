type Coding = 'br' | 'gzip' | 'identity';

// A weight as RFC 9110 12.4.2 writes it: 0 to 1, three decimals at most.
const weightShape = /^q=(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** The weight an Accept-Encoding header gives each of our codings (RFC 9110 12.5.3); names and `q` in any case. */
function weights(header: string): Record<Coding, number> {
  const given = new Map<string, number>();
  for (const entry of header.toLowerCase().split(',')) {
    const [name = '', ...parameters] = entry.split(';').map((part) => part.replace(/\s+/g, ''));
    if (!name) continue;
    const q = parameters.find((part) => part.startsWith('q='));
    const weight = q === undefined ? 1 : weightShape.test(q) ? Number(q.slice(2)) : undefined;
    if (weight === undefined) continue; // a weight no client writes: the entry says nothing
    const coding = name === 'x-gzip' ? 'gzip' : name;
    // Named twice, the refusal wins: a client that once said q=0 is not sent that coding.
    given.set(coding, Math.min(given.get(coding) ?? 1, weight));
  }
  const any = given.get('*');
  return { br: given.get('br') ?? any ?? 0, gzip: given.get('gzip') ?? any ?? 0, identity: given.get('identity') ?? any ?? 1 };
}

/**
 * The codings of ours a client takes, written as the plain list the stored pages and the compression read alike
 * (`br, gzip`, `gzip`, `identity`), or undefined when it takes none: then it is answered 406 (decision 100).
 */
export function takenEncodings(header: string): string | undefined {
  const weight = weights(header);
  const compressed = (['br', 'gzip'] as const).filter((coding) => weight[coding] > 0);
  if (compressed.length > 0) return compressed.join(', ');
  return weight.identity > 0 ? 'identity' : undefined;
}

/** Whether a header needs reading as weights: a plain list of names (most browsers') is read as it is. */
export const hasWeights = (header: string): boolean => header.includes(';') || header.includes('*');

/** Whether the client takes gzip. */
export function takesGzip(header: string | undefined): boolean {
  if (!header) return false;
  return (hasWeights(header) ? takenEncodings(header) ?? '' : header.toLowerCase()).includes('gzip');
}
