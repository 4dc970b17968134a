export { formatVnd, formatVndCompact, formatMoney, formatSignedMoney } from './format-vnd';
