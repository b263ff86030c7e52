/**
 * The dashboard's frame before its JavaScript: the header, the sidebar (desktop) or bottom bar
 * (phone), the counters and a few task cards as grey blocks, with "Yükleniyor…". The build writes
 * it into dashboard.html's #root (vite-first-screen.ts), so that a phone paints the frame as soon
 * as the HTML and the CSS are in instead of a white page for the seconds the code takes on a slow
 * line; the router's fallback draws the same markup (router.tsx), so nothing flickers between the
 * two, and the screen replaces it once its code and data are there. Plain HTML: no React, no
 * Mantine component, only Mantine's colour variables (styles.css: `.boot-skeleton`).
 */

const blocks = (className: string, count: number) => `<span class="${className}"></span>`.repeat(count);

/** The inside of `.boot-skeleton`, the same for the HTML and the router's fallback. */
export const bootSkeletonInner =
  '<div class="boot-skeleton__header"><span class="boot-skeleton__line boot-skeleton__line--title"></span>' +
  '<span class="boot-skeleton__line"></span></div>' +
  `<div class="boot-skeleton__nav">${blocks('boot-skeleton__line', 5)}</div>` +
  '<div class="boot-skeleton__main"><p class="boot-skeleton__note" role="status"></p>' +
  `<div class="boot-skeleton__cards">${blocks('boot-skeleton__card', 4)}</div>` +
  `<div class="boot-skeleton__tasks">${blocks('boot-skeleton__task', 3)}</div></div>` +
  '<div class="boot-skeleton__footer"></div>';

/** The whole frame, as dashboard.html carries it inside #root. */
export const bootSkeletonHtml = `<div class="boot-skeleton" aria-busy="true">${bootSkeletonInner}</div>`;
