/** The form field of an attribute, as variation forms, cart lines and contract calls name it: `attribute_pa_<slug>`. */
export const fieldName = (attributeSlug: string) => `attribute_pa_${attributeSlug}`;
