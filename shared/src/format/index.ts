export { formatVnd, formatVndCompact, formatMoney } from './format-vnd';
