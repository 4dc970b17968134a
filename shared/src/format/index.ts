export { formatVndNumber, formatVndCompact, formatMoney, formatSignedMoney } from './format-vnd';
