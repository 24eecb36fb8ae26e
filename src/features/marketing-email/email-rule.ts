/**
 * Spec 5.8: only addresses of the plugin's form are tracked: letters, digits, `_`, `-` and `.` on both sides
 * of one `@`, ending in a top-level domain of 2–4 letters.
 */
const trackable = /^[\w.-]+@[\w.-]+\.[A-Za-z]{2,4}$/;

export const isTrackableEmail = (email: string) => trackable.test(email);

/** The server also refuses what no mailbox can be: longer than 254 characters (RFC 5321). */
export const maxEmailLength = 254;
