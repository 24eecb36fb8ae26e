/** A global the page's settings script defines (`var <name>=<JSON>;`, contract.md "Client settings"), or undefined. */
export function pageGlobal<T = Record<string, unknown>>(html: string, name: string): T | undefined {
  const json = new RegExp(`var ${name}=(.*?);(?=\\n|</script>)`).exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as T);
}

/** The names of every global the page's settings script defines, in order. */
export function pageGlobalNames(html: string): string[] {
  return [...html.matchAll(/(?:^|\n|>)var ([A-Za-z_]+)=/g)].map((m) => m[1]!);
}
