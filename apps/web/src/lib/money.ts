const amounts = new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeAmounts = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 0 });

/**
 * An amount of Turkish lira, the one way the whole web writes it (the employer's plans and
 * purchases, the operator's console): "1.497,00 TL", in the Turkish way whatever the interface
 * language, as the bank transfer, the invoice and PayTR write it. `whole` drops the kuruş ("1.500
 * TL", a chart's axis).
 */
export function formatTl(amount: number, opts: { whole?: boolean } = {}): string {
  return `${(opts.whole ? wholeAmounts : amounts).format(amount)} TL`;
}
