/**
 * Where the task dialog's lists and pickers open. Placed `absolute` in the page, a list is first
 * placed before it knows its width, so for a moment it reaches past the right edge; a phone browser
 * then widens its layout viewport to show it, the full-screen dialog (fixed, 100% wide) and its
 * field grow with it, the list takes the field's new width and reaches further, until the field
 * counts as scrolled away and the list is hidden (`display: none`). A `fixed` list is placed
 * against the viewport and never widens the page, so the loop never starts.
 */
export const phoneSafeFloating = { withinPortal: true, zIndex: 1000, floatingStrategy: 'fixed' } as const;
