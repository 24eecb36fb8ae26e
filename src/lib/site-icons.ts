/** The shop's colour, as the browser paints its own bars (the logo mark's). */
export const themeColour = '#d26e4b';

/** Where the favicon, its PNG sizes and the web app manifest are served (features/chrome/site-icons.server.tsx). */
export const siteIconPaths = { svg: '/favicon.svg', png: (size: number) => `/icon-${size}.png`, manifest: '/manifest.webmanifest' } as const;
