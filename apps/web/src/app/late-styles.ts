/*
 * dashboard.html links only the first screen's styles (vite-first-screen-styles.ts) and keeps the
 * address of the late stylesheet (the rest of Mantine's) in a meta tag: the page's boot script
 * links it at once unless the page opens on the dashboard's home, and the app once the home has
 * painted (after-first-screen.tsx). index.html has no such tag: it links the whole stylesheet.
 */

/** The meta tag's name, written by the build (vite-first-screen.ts) and read by the app. */
export const lateStylesMeta = 'vazife-styles';
