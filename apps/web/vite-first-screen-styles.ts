import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * dashboard.html's stylesheets, Mantine's split in two. The first: Mantine's global styles and
 * those of the components the signed-in entry and the first screen draw with, and the app's own
 * (src/styles.css): some 12 kB compressed instead of Mantine's 30, for on a phone's connection
 * every byte before the first screen pushes it back. The late one: every other component's
 * styles, linked once the first screen has painted (app/after-first-screen.tsx), or at once
 * where the page opens on another screen (the boot script: vite-first-screen.ts), so that every
 * dialog and screen finds its styles as before. Between them they hold Mantine's whole
 * stylesheet, each part once and in its order; index.html and the guest pages link the whole.
 */

/** The module ids the build takes the two stylesheets from (inputs of their own: vite.config.ts). */
export const firstScreenStylesId = 'virtual:first-screen-styles.css';
export const lateStylesId = 'virtual:late-styles.css';

/** The Mantine component a module id belongs to (`Button` for …/components/Button/Button.mjs). */
export function mantineComponent(id: string): string | undefined {
  return /@mantine[\\/]core[\\/]esm[\\/]components[\\/]([A-Za-z]+)[\\/]/.exec(id)?.[1];
}

const mantineDir = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const globalStyles = ['baseline', 'default-css-variables', 'global'];

/** Mantine's stylesheets (`styles/<name>.css`), each with where it stands in the whole one. */
function mantineStylesheets() {
  const whole = readFileSync(path.join(mantineDir, 'styles.css'), 'utf8');
  return readdirSync(path.join(mantineDir, 'styles'))
    .filter((file) => file.endsWith('.css') && !file.endsWith('.layer.css'))
    .map((file) => {
      const css = readFileSync(path.join(mantineDir, 'styles', file), 'utf8').trim();
      const at = whole.indexOf(css.slice(0, 200));
      if (at < 0) throw new Error(`${file}: not found in Mantine's styles.css (a new Mantine?)`);
      return { name: file.slice(0, -'.css'.length), at, css };
    })
    .sort((a, b) => a.at - b.at);
}

/** Serves the two stylesheets, which the build minifies as any other. */
export function firstScreenStyles(components: Set<string>): Plugin {
  const first = (name: string) => globalStyles.includes(name) || components.has(name);
  const css = (id: string) => {
    const sheets = mantineStylesheets();
    if (id === firstScreenStylesId) {
      const app = readFileSync(path.join(import.meta.dirname, 'src/styles.css'), 'utf8');
      return [...sheets.filter((sheet) => first(sheet.name)).map((sheet) => sheet.css), app].join('\n');
    }
    return sheets
      .filter((sheet) => !first(sheet.name))
      .map((sheet) => sheet.css)
      .join('\n');
  };
  return {
    name: 'vazife-first-screen-styles',
    apply: 'build',
    resolveId: (id) => ([firstScreenStylesId, lateStylesId].includes(id) ? `\0${id}` : undefined),
    load: (id) => (id.startsWith('\0virtual:') ? css(id.slice(1)) : undefined),
  };
}
