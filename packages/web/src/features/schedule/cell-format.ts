// What a cell shows is a rule of the domain, shared with the exports the server writes.
export {
  displayText,
  editText,
  formatMoney,
  isMoney,
  isRightAligned,
  sumDecimals,
} from '@specboard/domain';
