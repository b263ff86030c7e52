/** Tabs that share one row at 360 px: each takes an equal part and its label may wrap. */
export const phoneTabStyles = {
  list: { flexWrap: 'nowrap' as const },
  tab: { flex: '1 1 0', minWidth: 0, paddingInline: 6, fontSize: 13 },
  tabLabel: { whiteSpace: 'normal' as const, textAlign: 'center' as const, lineHeight: 1.25 },
};
