import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/*
 * The dashboard's first stylesheet: Mantine's styles for the components the signed-in entry and
 * the first screen draw with, and the app's own (src/styles.css), some 12 kB compressed instead
 * of the whole of Mantine's 30. On a phone's connection every byte before the first screen pushes
 * it back. dashboard.html links this one (vite-first-screen.ts); the whole stylesheet follows once
 * the first screen has painted (app/after-first-screen.tsx), or at once where the page opens on another
 * screen (the boot script), so that every dialog and screen finds its styles as before.
 */

/** The module id the build takes the first stylesheet from (an input of its own: vite.config.ts). */
export const firstScreenStylesId = 'virtual:first-screen-styles.css';
const resolvedId = `\0${firstScreenStylesId}`;

/** The Mantine component a module id belongs to (`Button` for …/components/Button/Button.mjs). */
export function mantineComponent(id: string): string | undefined {
  return /@mantine[\\/]core[\\/]esm[\\/]components[\\/]([A-Za-z]+)[\\/]/.exec(id)?.[1];
}

const mantineDir = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));

/**
 * Mantine's global styles and those of `components` (a component without a stylesheet of its
 * own has none), in the order of Mantine's whole stylesheet, then the app's.
 */
function firstScreenCss(components: Set<string>): string {
  const whole = readFileSync(path.join(mantineDir, 'styles.css'), 'utf8');
  const files = ['baseline', 'default-css-variables', 'global', ...components]
    .map((name) => path.join(mantineDir, 'styles', `${name}.css`))
    .filter((file) => {
      try {
        return readFileSync(file, 'utf8').trim().length > 0;
      } catch {
        return false;
      }
    })
    .map((file) => {
      const css = readFileSync(file, 'utf8').trim();
      const at = whole.indexOf(css.slice(0, 200));
      if (at < 0) throw new Error(`${file}: not found in Mantine's styles.css (a new Mantine?)`);
      return { at, css };
    })
    .sort((a, b) => a.at - b.at);
  const app = readFileSync(path.join(import.meta.dirname, 'src/styles.css'), 'utf8');
  return [...files.map((file) => file.css), app].join('\n');
}

/** Serves `firstScreenStylesId`: the first stylesheet, which the build minifies as any other. */
export function firstScreenStyles(components: Set<string>): Plugin {
  return {
    name: 'vazife-first-screen-styles',
    apply: 'build',
    resolveId: (id) => (id === firstScreenStylesId ? resolvedId : undefined),
    load: (id) => (id === resolvedId ? firstScreenCss(components) : undefined),
  };
}
