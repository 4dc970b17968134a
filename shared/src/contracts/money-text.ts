// An amount of đồng as the app's messages and labels write it: vi-VN grouping, no decimals, then
// "đ" (500000 → "500.000 đ"), as every amount on screen reads. One formatter for the pages and the server, so that a message
// reads the same whoever builds it. The space is a no-break one (U+00A0): a message that wraps
// never leaves the "đ" alone at the start of a line.
const grouped = new Intl.NumberFormat('vi-VN', { maximumFractionDigits: 0 });

export const vndText = (amount: number): string => `${grouped.format(amount)}\u00a0đ`;
