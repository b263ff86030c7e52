import type { Plugin } from 'vite';

/*
 * Mantine's AppShell header, footer and aside import react-remove-scroll (with its helpers, some
 * 6 kB after compression, the largest library in the dashboard's first screen) for one thing:
 * the class name `RemoveScroll.classNames.zeroRight`, which an open dialog's scroll lock uses to
 * keep fixed bars from jumping when the page's scroll bar goes. Those three modules get the class
 * names alone, from the same library's constants; the dialogs (ModalBase, lazy) keep the whole
 * library and set the same class's offset as before.
 */
const appShellSection = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]AppShell[\\/]/;
const shimId = '\0vazife/app-shell-remove-scroll';

export function appShellScrollClassNames(): Plugin {
  return {
    name: 'vazife-app-shell-scroll-class-names',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'react-remove-scroll' && importer && appShellSection.test(importer)) return shimId;
      return null;
    },
    load(id) {
      if (id !== shimId) return null;
      return [
        "import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';",
        'export const RemoveScroll = { classNames: { fullWidth: fullWidthClassName, zeroRight: zeroRightClassName } };',
      ].join('\n');
    },
  };
}
